/** Stands in for a screen whose work has not landed yet, and says so. */
export function Placeholder({ title }: { title: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">This screen is being built and will appear here soon.</p>
    </div>
  );
}
