import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("the client a rate limit counts", () => {
  it("is an IPv4 address as it is", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    expect(clientKey("2001:db8:85a3:12::8a2e:370:7334")).toBe("2001:db8:85a3:12::/64");
    expect(clientKey("2001:0DB8:85A3:0012:ffff:ffff:ffff:ffff")).toBe("2001:db8:85a3:12::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("2001:db8:0:0:1::")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("puts two addresses of one /64 together and keeps neighbouring /64s apart", () => {
    expect(clientKey("2401:4900:1c3a:7f20:a1b2::1")).toBe(clientKey("2401:4900:1c3a:7f20:dead:beef:0:42"));
    expect(clientKey("2401:4900:1c3a:7f20::1")).not.toBe(clientKey("2401:4900:1c3a:7f21::1"));
  });

  it("is the IPv4 address inside an IPv4-mapped IPv6 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    // IPv4-compatible and NAT64 addresses are IPv6 networks like any other
    expect(clientKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("is anything that is not an address as given", () => {
    expect(clientKey("")).toBe("");
    expect(clientKey("unknown")).toBe("unknown");
  });
});
