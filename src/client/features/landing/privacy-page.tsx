import { LegalPage, LegalSection } from "@/components/layout/legal-page";
import { CONTACT_EMAIL, SUPPORT_EMAIL } from "@/lib/constants";
import { Link } from "@/lib/router";

/** What we collect, why, who else sees it, and how to get it removed. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 March 2026"
      intro={
        <p>
          Abhyas collects only what it needs to run your practice: who you are, what you answered, and what
          you paid for. We do not sell your data, show ads, or use tracking cookies.
        </p>
      }
    >
      <LegalSection title="1. What we collect">
        <ul>
          <li>
            <strong>Your account</strong>: the name, email address and profile picture your Google account
            shares when you sign in.
          </li>
          <li>
            <strong>Your practice</strong>: the quizzes and tests you take, your answers and timings, scores,
            points, streaks, bookmarks, and any feedback or question reports you send.
          </li>
          <li>
            <strong>Your payments</strong>: the plan, amount, date and status, and Razorpay's order and
            payment ids. Card, UPI and bank details go to Razorpay directly; we never see or store them.
          </li>
          <li>
            <strong>Technical records</strong>: server logs with your IP address and requests, kept for a
            short time to keep the service secure and find faults.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="2. How we use it">
        <ul>
          <li>To sign you in, score your attempts, and show your progress and analytics.</li>
          <li>To grant and check premium access after a payment.</li>
          <li>To answer you when you write to us, and to fix questions you report.</li>
          <li>To protect the service from abuse (for example, rate limits on sign-in and submissions).</li>
        </ul>
      </LegalSection>

      <LegalSection title="3. What other people see">
        <p>
          The weekly leaderboard shows your first and last name, profile picture and points for the week to
          other learners. Nothing else about your answers or payments is shown to anyone else.
        </p>
      </LegalSection>

      <LegalSection title="4. Who else processes it">
        <ul>
          <li>Google, to sign you in.</li>
          <li>Razorpay, to take payments.</li>
          <li>Our hosting provider, which stores the database and runs the servers.</li>
        </ul>
        <p>We share data with authorities only when Indian law requires it.</p>
      </LegalSection>

      <LegalSection title="5. Cookies and storage on your device">
        <p>
          We set a cookie that keeps you signed in (it cannot be read by scripts and expires after 30 days),
          and a short-lived one during Google sign-in. The app also stores pages and quizzes you visited on
          your device so they work offline, and answers you submit offline until they are sent. There are no
          advertising or analytics cookies.
        </p>
      </LegalSection>

      <LegalSection title="6. How long we keep it, and your rights">
        <p>
          We keep your account and practice history while your account exists. Payment records are kept for as
          long as tax and accounting law requires. Under India's Digital Personal Data Protection Act, 2023
          you can ask for a copy of your data, correct it, or have your account and practice history deleted:
          write to{" "}
          <a className="text-blue-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>{" "}
          from your sign-in email and we will act within 30 days.
        </p>
      </LegalSection>

      <LegalSection title="7. Contact">
        <p>
          Questions about privacy:{" "}
          <a className="text-blue-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          . See also our{" "}
          <Link className="text-blue-800 underline" to="/terms">
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
