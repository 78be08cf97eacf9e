import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-sm text-slate-700">
          Did you forget to add the page to the router? Every screen is listed in src/client/app/router.tsx.
        </p>
        <Link to="/" className="mt-6 inline-block font-semibold text-blue-800 underline">
          Back to home
        </Link>
      </div>
    </main>
  );
}
