import { planById } from "@shared/plans";
import { Link } from "react-router";
import { LegalPage, LegalSection } from "@/components/layout/legal-page";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { formatRupees } from "./format";

const monthly = planById("monthly");
const annual = planById("annual");

/** A plain cancellation and refund policy: what a learner buys, how it ends, how to get money back. */
export default function RefundPolicyPage() {
  return (
    <LegalPage
      title="Cancellation and Refund Policy"
      updated="1 March 2026"
      intro={
        <p>
          Abhyas plans are one-time purchases, not subscriptions. Nothing renews or is charged again unless
          you choose to buy again. This page says how a plan ends, when you can have your money back, and how
          to ask.
        </p>
      }
    >
      <LegalSection title="1. What you buy">
        <ul>
          <li>
            <strong>{monthly.name}</strong>: {formatRupees(monthly.amountPaise)} once, for{" "}
            {monthly.entitlementDays} days of premium access.
          </li>
          <li>
            <strong>{annual.name}</strong>: {formatRupees(annual.amountPaise)} once, for{" "}
            {annual.entitlementDays} days of premium access.
          </li>
          <li>The Free plan costs nothing and needs no payment details.</li>
        </ul>
        <p>
          Premium starts as soon as your payment is confirmed. If you buy again while a plan is active, the
          new days are added after the current plan ends; you never lose days you paid for.
        </p>
      </LegalSection>

      <LegalSection title="2. Cancelling">
        <p>
          There is nothing to cancel: we do not store your card or UPI details, and there is no auto-renewal.
          Your plan simply ends on the date shown on your{" "}
          <Link className="text-blue-800 underline" to="/billing">
            Billing page
          </Link>
          , and your account returns to the Free plan. Your quiz history, points and bookmarks stay.
        </p>
      </LegalSection>

      <LegalSection title="3. When we refund in full">
        <ul>
          <li>
            <strong>Within 7 days of payment, if you have not used premium</strong>: you have not started a
            full mock test or past year paper, and have not opened preparedness analytics, since you paid.
          </li>
          <li>
            <strong>Charged twice</strong> for the same purchase: the extra payment is refunded in full.
          </li>
          <li>
            <strong>Paid but premium did not start</strong>: we normally confirm a payment automatically
            within minutes. If premium is not active within 24 hours of a successful payment, write to us and
            we will either activate it or refund you in full, as you prefer.
          </li>
        </ul>
        <p>
          After 7 days, or once premium features have been used, we do not refund the unused part of a plan,
          except where the law requires it or the service was unavailable for a long time through our fault.
        </p>
      </LegalSection>

      <LegalSection title="4. Failed payments">
        <p>
          If money left your account but the payment failed, Razorpay and your bank return it automatically,
          usually within 5 to 7 working days. You do not need to ask us, but you are welcome to if it takes
          longer.
        </p>
      </LegalSection>

      <LegalSection title="5. How to ask for a refund">
        <p>
          Write to{" "}
          <a className="text-blue-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>{" "}
          from the email address you sign in with, and include the order id from your Billing page. We reply
          within 2 working days. Approved refunds go back to the original payment method through Razorpay;
          your bank usually shows them within 5 to 7 working days. When a refund is made, the premium days it
          paid for end.
        </p>
      </LegalSection>

      <LegalSection title="6. Demo copies">
        <p>
          A copy of Abhyas running in demo mode shows a simulated checkout labelled as such. No money moves
          there, so there is nothing to refund.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
