/**
 * POSTs JSON with the session's cookie and reads the answer whatever its status. An upload is sent
 * this way, not with apiSend, because a refused upload's body carries the problems its preview shows:
 * the caller parses a refusal with its own schema. `json` is null when the body is not JSON (a
 * proxy's error page), and `text` is the body as it came.
 */
export async function postReadingRefusal(
  url: string,
  body: unknown,
): Promise<{ res: Response; text: string; json: unknown }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the caller falls back to the raw text
  }
  return { res, text, json };
}
