import { describe, expect, it } from "vitest";
import { createAttemptStore } from "./attempt-store";

const empty = { answers: {}, marked: [], visited: [], status: "saved" as const };

describe("the attempt store", () => {
  it("hands out the newest state and tells each listener of a change", () => {
    const store = createAttemptStore(empty);
    const heard: string[] = [];
    store.subscribe(() => heard.push(JSON.stringify(store.get().answers)));
    store.update((prev) => ({ ...prev, answers: { "7": 2 } }));
    expect(store.get().answers).toEqual({ "7": 2 });
    expect(heard).toEqual(['{"7":2}']);
  });

  it("keeps its slices' identity when a change leaves them alone, so a selector of one sees no change", () => {
    const store = createAttemptStore(empty);
    const answers = store.get().answers;
    store.update((prev) => ({ ...prev, status: "saving" }));
    expect(store.get().answers).toBe(answers);
    expect(store.get().status).toBe("saving");
  });

  it("notifies nobody for a change that changes nothing, and nobody who has left", () => {
    const store = createAttemptStore(empty);
    let calls = 0;
    const leave = store.subscribe(() => calls++);
    store.update((prev) => prev);
    expect(calls).toBe(0);
    leave();
    store.update((prev) => ({ ...prev, visited: [1] }));
    expect(calls).toBe(0);
  });
});
