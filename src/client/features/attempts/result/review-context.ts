/**
 * "Physics · Laws of Motion": the question's section, subject and topic, each said once (a JEE
 * section is often named after its subject, and a topic may repeat its subject).
 */
export function reviewContext(item: { section: string | null; subject: string; topic: string }): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const part of [item.section, item.subject, item.topic]) {
    const text = part?.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    parts.push(text);
  }
  return parts.join(" · ");
}
