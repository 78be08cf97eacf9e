import { isIPv4, isIPv6 } from "node:net";

/**
 * Who a rate limit counts a request without a session against, from its client address: an IPv4
 * address as it is, an IPv6 address by its /64 (one subscriber's network: a phone or a home router
 * hands out addresses from it at will, so counting each address would let one client multiply its
 * limit), and an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as the IPv4 address it is. A zone
 * (`%eth0`) is dropped; anything else is counted as given.
 */
export function clientKey(address: string): string {
  const bare = address.split("%")[0] ?? address;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((piece) => {
          if (!piece.includes(".")) return [Number.parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.toLowerCase().split("::");
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
