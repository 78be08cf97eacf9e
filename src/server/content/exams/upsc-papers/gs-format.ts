import type { FourStrings } from "~/server/content/types";

/** The answer options and stems UPSC prints for its modern question formats, in English and Hindi. */

export const HOW_MANY_3: FourStrings = ["Only one", "Only two", "All three", "None"];
export const HOW_MANY_3_HI: FourStrings = ["केवल एक", "केवल दो", "सभी तीन", "कोई भी नहीं"];
export const HOW_MANY_4: FourStrings = ["Only one", "Only two", "Only three", "All four"];
export const HOW_MANY_4_HI: FourStrings = ["केवल एक", "केवल दो", "केवल तीन", "सभी चार"];

export const STATEMENT_PAIR: FourStrings = [
  "Both Statement-I and Statement-II are correct and Statement-II explains Statement-I",
  "Both Statement-I and Statement-II are correct, but Statement-II does not explain Statement-I",
  "Statement-I is correct, but Statement-II is incorrect",
  "Statement-I is incorrect, but Statement-II is correct",
];
export const STATEMENT_PAIR_HI: FourStrings = [
  "कथन-I और कथन-II दोनों सही हैं और कथन-II, कथन-I की व्याख्या करता है",
  "कथन-I और कथन-II दोनों सही हैं, किंतु कथन-II, कथन-I की व्याख्या नहीं करता है",
  "कथन-I सही है, किंतु कथन-II गलत है",
  "कथन-I गलत है, किंतु कथन-II सही है",
];

const numbered = (items: string[]) => items.map((s, i) => `${i + 1}. ${s}`).join("\n");

/** "How many of the above statements are correct?" */
export function howMany(items: string[], intro = "Consider the following statements:", ask?: string): string {
  return `${intro}\n${numbered(items)}\n${ask ?? "How many of the above statements are correct?"}`;
}
export function howManyHi(items: string[], intro = "निम्नलिखित कथनों पर विचार कीजिए:", ask?: string): string {
  return `${intro}\n${numbered(items)}\n${ask ?? "उपर्युक्त कथनों में से कितने सही हैं?"}`;
}

/** "How many of the pairs given above are correctly matched?" */
export function pairs(header: string, items: string[]): string {
  return `Consider the following pairs:\n${header}\n${numbered(items)}\nHow many of the pairs given above are correctly matched?`;
}
export function pairsHi(header: string, items: string[]): string {
  return `निम्नलिखित युग्मों पर विचार कीजिए:\n${header}\n${numbered(items)}\nउपर्युक्त युग्मों में से कितने सही सुमेलित हैं?`;
}

/** Statement-I and Statement-II: is II correct, and does it explain I? */
export function statementPair(one: string, two: string): string {
  return `Consider the following statements:\nStatement-I: ${one}\nStatement-II: ${two}\nWhich one of the following is correct in respect of the above statements?`;
}
export function statementPairHi(one: string, two: string): string {
  return `निम्नलिखित कथनों पर विचार कीजिए:\nकथन-I: ${one}\nकथन-II: ${two}\nउपर्युक्त कथनों के संबंध में निम्नलिखित में से कौन-सा सही है?`;
}

/** "Which of the statements given above is/are correct?" */
export function whichCorrect(items: string[], intro = "Consider the following statements:"): string {
  return `${intro}\n${numbered(items)}\nWhich of the statements given above is/are correct?`;
}
export function whichCorrectHi(items: string[], intro = "निम्नलिखित कथनों पर विचार कीजिए:"): string {
  return `${intro}\n${numbered(items)}\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?`;
}
