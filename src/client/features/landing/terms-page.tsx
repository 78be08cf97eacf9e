import { LegalPage, LegalSection } from "@/components/layout/legal-page";
import { CONTACT_EMAIL, SUPPORT_EMAIL } from "@/lib/constants";
import { Link } from "@/lib/router";

/** The rules of using Abhyas, in plain words. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 March 2026"
      intro={
        <p>
          These terms apply when you use Abhyas, the practice app for UPSC, JEE, NEET, SSC and Banking exams.
          By signing in you agree to them. They are written to be read; if anything is unclear, ask us.
        </p>
      }
    >
      <LegalSection title="1. Your account">
        <ul>
          <li>You sign in with your Google account and are responsible for what is done with it.</li>
          <li>One account per person. Do not share your account or premium access.</li>
          <li>If you are under 18, use Abhyas with the consent of a parent or guardian.</li>
        </ul>
      </LegalSection>

      <LegalSection title="2. Fair use">
        <ul>
          <li>
            Do not try to break, overload or get around the service (for example, automated submissions, or
            reading answers before submitting).
          </li>
          <li>Do not copy or resell our questions, explanations or tests.</li>
          <li>Keep feedback and reports respectful. We may remove abusive content.</li>
        </ul>
        <p>We may suspend an account that breaks these rules, and will tell you why.</p>
      </LegalSection>

      <LegalSection title="3. Our content">
        <p>
          Questions and explanations are written for Abhyas and follow the official exam patterns as we
          understand them. We check them carefully, but mistakes can happen: please report any you find from
          the question itself. Abhyas is practice material and is not connected with any exam authority. Your
          scores, ranks and analytics here do not predict or guarantee an exam result.
        </p>
      </LegalSection>

      <LegalSection title="4. Paid plans">
        <p>
          Monthly and Annual plans are one-time payments in Indian rupees, taken by Razorpay, for a fixed
          number of days of premium access. They do not renew on their own. The price you see before paying is
          the price you pay. Cancellation and refunds follow our{" "}
          <Link className="text-blue-800 underline" to="/refund-policy">
            Cancellation and Refund Policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="5. Availability and changes">
        <p>
          We work to keep Abhyas available, including offline for quizzes you have opened, but cannot promise
          it will never be interrupted. We may change features; we will not take away premium features you
          have paid for during your plan without a refund for the days affected. If these terms change, the
          date above changes with them.
        </p>
      </LegalSection>

      <LegalSection title="6. Liability">
        <p>
          To the extent the law allows, our total liability to you for any claim is limited to what you paid
          us in the 12 months before it. Nothing here limits rights you have under Indian consumer law.
        </p>
      </LegalSection>

      <LegalSection title="7. Law and contact">
        <p>
          These terms are governed by the laws of India. For help write to{" "}
          <a className="text-blue-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          ; for anything else,{" "}
          <a className="text-blue-800 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          . Our{" "}
          <Link className="text-blue-800 underline" to="/privacy">
            Privacy Policy
          </Link>{" "}
          says how we handle your data.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
