import { Heart } from "lucide-react";
import { Link } from "react-router";
import { CONTACT_EMAIL, SUPPORT_EMAIL } from "@/lib/constants";

const EXAMS = [
  { to: "/exam/upsc", label: "UPSC" },
  { to: "/exam/jee", label: "JEE" },
  { to: "/exam/neet", label: "NEET" },
  { to: "/exam/ssc", label: "SSC" },
  { to: "/exam/banking", label: "Banking" },
];
const PRACTICE = [
  { to: "/daily-quizzes", label: "Daily Quizzes" },
  { to: "/mock-tests", label: "Mock Tests" },
  { to: "/analytics", label: "Analytics" },
  { to: "/progress-tracking", label: "Progress Tracking" },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Abhyas</p>
          <p className="mt-2 text-sm">Practice that follows the real exam, for every Indian aspirant.</p>
        </div>
        <FooterList title="Exams" items={EXAMS} />
        <FooterList title="Practice" items={PRACTICE} />
        <div>
          <h2 className="text-sm font-semibold text-white">Support</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <a className="hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
                Help Center
              </a>
            </li>
            <li>
              <a className="hover:underline" href={`mailto:${CONTACT_EMAIL}`}>
                Contact Us
              </a>
            </li>
            <li>
              <Link className="hover:underline" to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/terms">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/refund-policy">
                Cancellation and Refunds
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 px-4 py-4 text-center text-sm">
        © 2024 Abhyas. Made with <Heart className="inline h-4 w-4 text-red-400" aria-label="love" /> for
        Indian aspirants
      </div>
    </footer>
  );
}

function FooterList({ title, items }: { title: string; items: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {items.map((i) => (
          <li key={i.to}>
            <Link className="hover:underline" to={i.to}>
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
