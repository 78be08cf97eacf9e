// The parts of autocannon 9 the bench uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      method?: "GET" | "POST";
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    };
    type Result = {
      "2xx": number;
      non2xx: number;
      errors: number;
      timeouts: number;
      duration: number;
      latency: { p50: number; p99: number; average: number; max: number };
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
