import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { WriteAwareQueryClient } from "./query-client";

/** A server whose list a write changes; each read answers what it held when the read began. */
function slowServer() {
  const titles = ["First quiz"];
  const pending: (() => void)[] = [];
  return {
    titles,
    reads: 0,
    read(this: { reads: number }) {
      this.reads += 1;
      const answer = [...titles];
      return new Promise<string[]>((resolve) => pending.push(() => resolve(answer)));
    },
    answerAll() {
      for (const answer of pending.splice(0)) answer();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function listAfterCreateDuringFirstLoad(client: QueryClient) {
  const server = slowServer();
  const observer = new QueryObserver(client, {
    queryKey: ["/api/admin/quizzes"],
    queryFn: () => server.read(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const unsubscribe = observer.subscribe(() => {});
  // the list's first load is in flight when the admin's create lands
  server.titles.push("Created quiz");
  const refreshed = client.invalidateQueries({ queryKey: ["/api/admin/quizzes"] });
  for (let i = 0; i < 5; i++) {
    server.answerAll();
    await settle();
  }
  await refreshed;
  unsubscribe();
  return { shown: client.getQueryData<string[]>(["/api/admin/quizzes"]), reads: server.reads };
}

describe("the app's query client", () => {
  it("asks the server again for a list whose first load began before a write", async () => {
    const { shown, reads } = await listAfterCreateDuringFirstLoad(new WriteAwareQueryClient());
    expect(shown).toEqual(["First quiz", "Created quiz"]);
    expect(reads).toBe(2);
  });

  it("is needed: TanStack Query's own client keeps the first load's answer", async () => {
    const { shown } = await listAfterCreateDuringFirstLoad(new QueryClient());
    expect(shown).toEqual(["First quiz"]);
  });
});
