import type { ContentQuestion, ContentStimulus } from "~/server/content/types";
import { ERROR_TEXT, meta, spreadKeys } from "./common";

/** IBPS PO prelims paper 2 (hard), English Language: the questions written for it. */

const RC = "banking-p2-rc-1";
const CLOZE = "banking-p2-cloze-1";
const PJ = "banking-p2-pj-1";

export const paper2EnglishStimuli: ContentStimulus[] = [
  {
    key: RC,
    kind: "passage",
    title: "The borrower nobody can see",
    body: `For most of the history of lending, a bank's first question was not 'What will you do with the money?' but 'What do you own?'. Land, gold and buildings could be seized if a loan went bad, and so the collateral, rather than the borrower, became the real object of the lender's attention. The arrangement was tidy for the bank and cruel for everyone else. A tailor with twenty years of steady custom but no title deed was, in the eyes of the ledger, indistinguishable from a stranger who had walked in off the street.

The spread of digital payments has begun to unsettle this old bargain. Every time a shopkeeper receives money through a phone, a trace is left: how much was paid, how often, and by how many different customers. Taken together, these traces describe the rhythm of a business far more faithfully than a balance sheet that its owner may have neither the time nor the training to prepare. Some lenders now read these patterns to judge whether a small enterprise can carry a loan, and a few have begun to lend against the flow of future receipts instead of against property.

Enthusiasts describe this as the democratisation of credit. The description is not wrong, but it is incomplete. A record of payments is evidence only of what it records. A weaver who sells mostly at village fairs for cash, or a farmer whose income arrives twice a year, leaves a thin and misleading trail; a model trained on urban shopkeepers may read their silence as risk. There is also the question of consent. A borrower who allows a lender to study his transactions may not realise how much those transactions reveal, and information gathered to grant a loan can as easily be used to price it harshly.

None of this argues for returning to the tyranny of the title deed. It argues for humility about what data can see. The older system failed because it mistook property for character; the newer one will fail in its own way if it mistakes visibility for reliability. The lenders likely to do best are those who treat the digital trail as one witness among several, who ask what their models cannot observe, and who remember that the purpose of the exercise was to see the borrower more clearly, not merely to see more of him.`,
  },
  {
    key: CLOZE,
    kind: "passage",
    title: "Cloze test: the cost of a free service",
    body: "Many people believe that a savings account with no monthly fee is (1) ______ free. In practice, banks recover their costs in ways that are less (2) ______. A customer who keeps a small balance may be charged for every extra withdrawal from another bank's ATM, and one who forgets to maintain the minimum balance may find a penalty (3) ______ from the account without warning. None of these charges is hidden in the legal sense, since each is listed in the schedule of charges; but few customers read that document, and fewer still (4) ______ the charges over a year. The lesson is not that free accounts are a trick, but that the true cost of a service can only be judged by those who take the trouble to (5) ______ it.",
  },
  {
    key: PJ,
    kind: "passage",
    title: "Para-jumble: the rumour and the run",
    body: "Rearrange the following six sentences (A), (B), (C), (D), (E) and (F) in the proper sequence to form a meaningful paragraph, and then answer the questions that follow.\n\n(A) Within hours, long queues had formed outside its branches, and depositors withdrew far more than the bank kept in cash.\n(B) A rumour, spread through messages that nobody could trace, claimed that a small cooperative bank was about to fail.\n(C) The bank had in fact been sound, but no bank can repay all its deposits at once, because most of that money has been lent out.\n(D) That is why deposit insurance and a lender of last resort matter: they remove the reason to be first in the queue.\n(E) Seeing the queues, even customers who had ignored the rumour rushed to join them, fearing they would be the last to be paid.\n(F) So a false story, once enough people acted on it, came close to making itself true.",
  },
];

export const paper2EnglishQuestions: ContentQuestion[] = spreadKeys([
  // ── Reading comprehension (9) ──
  {
    ...meta("banking-p2-en-01", "English", "Reading Comprehension", "easy", "passage", RC),
    text: "According to the passage, what did banks traditionally pay most attention to when lending?",
    options: [
      "The purpose for which the loan was taken",
      "The borrower's collateral, such as land, gold or buildings",
      "The borrower's record of digital payments",
      "The number of customers a business served",
      "The borrower's training in preparing a balance sheet",
    ],
    correct: 1,
    explanation:
      "The first paragraph says 'the collateral, rather than the borrower, became the real object of the lender's attention', and lists land, gold and buildings. The purpose of the loan was explicitly not the first question, and digital records belong to the newer system described later.",
  },
  {
    ...meta("banking-p2-en-02", "English", "Reading Comprehension", "medium", "passage", RC),
    text: "Why does the author mention the tailor 'with twenty years of steady custom but no title deed'?",
    options: [
      "To show that tailors rarely repay their loans",
      "To illustrate how a collateral-based system ignored a borrower's proven reliability",
      "To argue that banks should lend only to those with long experience",
      "To show that strangers were treated better than old customers",
      "To suggest that title deeds are easy to obtain",
    ],
    correct: 1,
    explanation:
      "The tailor has a long record of steady business (reliability) but no property, and the ledger treats him like a stranger. The example shows what the old system could not see. Nothing suggests tailors default, that experience alone should decide loans, or that strangers fared better; they fared the same.",
  },
  {
    ...meta("banking-p2-en-03", "English", "Reading Comprehension", "medium", "passage", RC),
    text: "According to the passage, in what way can digital payment traces be better than a balance sheet for judging a small business?",
    options: [
      "They are checked by the government.",
      "They describe the rhythm of the business more faithfully, even when the owner cannot prepare accounts.",
      "They show the value of the owner's property.",
      "They are always complete for every kind of business.",
      "They cannot be used to price a loan harshly.",
    ],
    correct: 1,
    explanation:
      "The second paragraph says the traces 'describe the rhythm of a business far more faithfully than a balance sheet that its owner may have neither the time nor the training to prepare'. The passage later denies that they are complete for every business and warns they can be used to price loans harshly; government checking and property values are not mentioned.",
  },
  {
    ...meta("banking-p2-en-04", "English", "Reading Comprehension", "hard", "passage", RC),
    text: "Which of the following can be inferred from the third paragraph about the weaver and the farmer?",
    options: [
      "They are more likely than urban shopkeepers to default on loans.",
      "A lending model may wrongly treat them as risky because their incomes leave few digital traces.",
      "They refuse to accept digital payments.",
      "Their incomes are higher than those of urban shopkeepers.",
      "They should be given loans without any assessment.",
    ],
    correct: 1,
    explanation:
      "They leave 'a thin and misleading trail', and a model trained on urban shopkeepers 'may read their silence as risk': the risk the model sees comes from missing data, not from their real reliability. The passage does not say they default more (that is exactly the mistake it warns against), that they refuse digital payments, or anything about their income levels.",
  },
  {
    ...meta("banking-p2-en-05", "English", "Reading Comprehension", "hard", "passage", RC),
    text: "The author says the description of digital lending as 'the democratisation of credit' is 'not wrong, but ... incomplete'. Which of the following best captures what is missing from it?",
    options: [
      "Digital lending is more expensive than traditional lending.",
      "Digital lending reaches only those whose economic life is visible in payment data, and raises questions of consent and pricing.",
      "Digital lending has been banned in rural areas.",
      "Traditional lending was already democratic.",
      "Enthusiasts have exaggerated the number of digital payments.",
    ],
    correct: 1,
    explanation:
      "After calling the description incomplete, the author gives two gaps: payment records miss people whose incomes are cash-based or seasonal, and borrowers may not understand what their data reveals, which can be used 'to price it harshly'. The other options are not stated; the passage calls the old system a 'tyranny', the opposite of democratic.",
  },
  {
    ...meta("banking-p2-en-06", "English", "Reading Comprehension", "hard", "passage", RC),
    text: "What does the author mean by warning against mistaking 'visibility for reliability'?",
    options: [
      "Borrowers who are seen often in branches are more reliable.",
      "A borrower who leaves a large digital trail is not necessarily more creditworthy than one who leaves little.",
      "Banks should make their own lending decisions more visible to the public.",
      "Reliable borrowers always prefer digital payments.",
      "Data about borrowers should never be collected.",
    ],
    correct: 1,
    explanation:
      "The old system confused owning property with being of good character; the new one risks confusing being visible in data with being trustworthy. So a rich data trail is not proof of creditworthiness, and a thin one is not proof of risk. The other options change the subject (branch visits, the bank's own openness) or go beyond the passage (never collect data).",
  },
  {
    ...meta("banking-p2-en-07", "English", "Reading Comprehension", "medium", "passage", RC),
    text: "Which of the following would be the most suitable title for the passage?",
    options: [
      "How to Prepare a Balance Sheet",
      "From Title Deeds to Data Trails: What Lenders Still Cannot See",
      "The End of Bank Lending",
      "Why Farmers Avoid Banks",
      "Digital Payments and the Fall in Cash",
    ],
    correct: 1,
    explanation:
      "The passage moves from collateral-based lending to lending on payment data, and ends by urging humility about what data cannot see. The second title covers both halves and the conclusion. The others take up a minor detail or claim something the passage does not.",
  },
  {
    ...meta("banking-p2-en-08", "English", "Reading Comprehension", "hard", "passage", RC),
    text: "Choose the word most similar in meaning to 'unsettle' as used in the passage.",
    options: ["Disturb", "Settle", "Relocate", "Pay off", "Confirm"],
    correct: 0,
    explanation:
      "Digital payments 'have begun to unsettle this old bargain': they disturb or shake its foundations. 'Settle' and 'confirm' are opposites; 'relocate' and 'pay off' play on other senses of 'settle' (to move, to clear a debt) that do not fit.",
  },
  {
    ...meta("banking-p2-en-09", "English", "Reading Comprehension", "hard", "passage", RC),
    text: "What is the tone of the author towards lending on the basis of digital data?",
    options: [
      "Wholly enthusiastic",
      "Dismissive and hostile",
      "Cautiously appreciative",
      "Indifferent",
      "Nostalgic for the older system",
    ],
    correct: 2,
    explanation:
      "The author grants that the new lending helps (the 'democratisation' description is 'not wrong') and rejects a return to the title deed, but warns of blind spots, consent and harsh pricing: cautious appreciation. 'Wholly enthusiastic' ignores the warnings; 'hostile' and 'nostalgic' ignore the rejection of the old system.",
  },
  // ── Cloze test (5) ──
  {
    ...meta("banking-p2-en-10", "English", "Cloze Test", "easy", "language", CLOZE),
    text: "Which word fits blank (1) in the passage?",
    options: ["truly", "hardly", "rarely", "never", "barely"],
    correct: 0,
    explanation:
      "People 'believe' the account is 'truly free'; the next sentence ('In practice...') then contradicts that belief. 'Hardly', 'rarely', 'never' and 'barely' would make the belief negative, leaving nothing for 'In practice' to contradict.",
  },
  {
    ...meta("banking-p2-en-11", "English", "Cloze Test", "medium", "language", CLOZE),
    text: "Which word fits blank (2) in the passage?",
    options: ["obvious", "costly", "legal", "frequent", "useful"],
    correct: 0,
    explanation:
      "The banks recover costs in ways 'less obvious' than a monthly fee, as the examples (charges for extra withdrawals, penalties without warning) show. 'Less costly' reverses the point, and 'legal', 'frequent' and 'useful' do not contrast with a visible fee.",
  },
  {
    ...meta("banking-p2-en-12", "English", "Cloze Test", "medium", "language", CLOZE),
    text: "Which word fits blank (3) in the passage?",
    options: ["debited", "credited", "deposited", "granted", "withdrawn by"],
    correct: 0,
    explanation:
      "A penalty is 'debited from' an account: taken out of it. 'Credited' and 'deposited' put money in, 'granted' does not take 'from the account', and 'withdrawn by from' is ungrammatical.",
  },
  {
    ...meta("banking-p2-en-13", "English", "Cloze Test", "hard", "language", CLOZE),
    text: "Which word fits blank (4) in the passage?",
    options: ["add up", "make up", "put up", "give up", "take up"],
    correct: 0,
    explanation:
      "Few customers 'add up' the charges over a year, that is, total them, which is what would reveal their true cost. 'Make up' (invent or compensate), 'put up' (tolerate, with 'with'), 'give up' and 'take up' do not mean totalling.",
  },
  {
    ...meta("banking-p2-en-14", "English", "Cloze Test", "hard", "language", CLOZE),
    text: "Which word fits blank (5) in the passage?",
    options: ["calculate", "advertise", "avoid", "recommend", "close"],
    correct: 0,
    explanation:
      "The true cost 'can only be judged by those who take the trouble to calculate it', which sums up the point about adding up charges. 'Advertise' and 'recommend' are what banks do, and 'avoid' and 'close' do not lead to judging a cost.",
  },
  // ── Para-jumble (5): B-A-E-C-F-D ──
  {
    ...meta("banking-p2-en-15", "English", "Para Jumbles", "easy", "language", PJ),
    text: "Which of the following should be the FIRST sentence after rearrangement?",
    options: ["(A)", "(B)", "(C)", "(D)", "(E)"],
    correct: 1,
    explanation:
      "The order is B-A-E-C-F-D. (B) introduces the rumour and the bank; (A) 'its branches' and (E) 'the queues' both need something already introduced, and (D) 'That is why' is a conclusion.",
  },
  {
    ...meta("banking-p2-en-16", "English", "Para Jumbles", "medium", "language", PJ),
    text: "Which of the following should be the THIRD sentence after rearrangement?",
    options: ["(A)", "(C)", "(D)", "(E)", "(F)"],
    correct: 3,
    explanation:
      "Order B-A-E-C-F-D. After the rumour (B) and the first queues (A), (E) 'Seeing the queues' shows the panic spreading, before (C) explains that the bank was in fact sound.",
  },
  {
    ...meta("banking-p2-en-17", "English", "Para Jumbles", "medium", "language", PJ),
    text: "Which of the following should be the FOURTH sentence after rearrangement?",
    options: ["(A)", "(B)", "(C)", "(D)", "(F)"],
    correct: 2,
    explanation:
      "Order B-A-E-C-F-D. Once the run is described (B, A, E), (C) reveals that the bank had in fact been sound and explains why even a sound bank cannot repay everyone at once.",
  },
  {
    ...meta("banking-p2-en-18", "English", "Para Jumbles", "hard", "language", PJ),
    text: "Which of the following should be the FIFTH sentence after rearrangement?",
    options: ["(A)", "(C)", "(D)", "(E)", "(F)"],
    correct: 4,
    explanation:
      "Order B-A-E-C-F-D. (F) 'So a false story ... came close to making itself true' draws the lesson of the rumour (B) and the sound bank (C). (D) 'That is why ...' then answers the problem (F) states, so it comes last, not fifth.",
  },
  {
    ...meta("banking-p2-en-19", "English", "Para Jumbles", "hard", "language", PJ),
    text: "Which of the following should be the LAST (SIXTH) sentence after rearrangement?",
    options: ["(A)", "(B)", "(C)", "(D)", "(E)"],
    correct: 3,
    explanation:
      "Order B-A-E-C-F-D. (D) offers the remedy (deposit insurance and a lender of last resort remove the reason to rush), which only makes sense after (F) has stated the danger. (C) might look final, but 'no bank can repay all its deposits at once' is the cause that (F) and (D) build on.",
  },
  // ── Error detection (4) ──
  {
    ...meta("banking-p2-en-20", "English", "Error Spotting", "easy", "language"),
    text: `${ERROR_TEXT}\n\nNeither the manager nor his assistants (A) / was aware of (B) / the change in the (C) / interest rates on deposits. (D) / No error (E)`,
    options: [
      "(A) Neither the manager nor his assistants",
      "(B) was aware of",
      "(C) the change in the",
      "(D) interest rates on deposits.",
      "(E) No error",
    ],
    correct: 1,
    explanation:
      "With 'neither ... nor', the verb agrees with the nearer subject, 'his assistants', which is plural: 'were aware of'. The error is in (B).",
  },
  {
    ...meta("banking-p2-en-21", "English", "Error Spotting", "medium", "language"),
    text: `${ERROR_TEXT}\n\nHad the borrower informed the bank in time, (A) / the penalty would not (B) / have been imposed and his credit score (C) / would have remained unaffected. (D) / No error (E)`,
    options: [
      "(A) Had the borrower informed the bank in time,",
      "(B) the penalty would not",
      "(C) have been imposed and his credit score",
      "(D) would have remained unaffected.",
      "(E) No error",
    ],
    correct: 4,
    explanation:
      "This is a correct third conditional with inversion: 'Had the borrower informed ... the penalty would not have been imposed ... would have remained'. Every part agrees in tense, so there is no error (E).",
  },
  {
    ...meta("banking-p2-en-22", "English", "Error Spotting", "hard", "language"),
    text: `${ERROR_TEXT}\n\nThe auditor insisted that every voucher (A) / be checked against the ledger, (B) / even though the staff were reluctant (C) / for spending another week on it. (D) / No error (E)`,
    options: [
      "(A) The auditor insisted that every voucher",
      "(B) be checked against the ledger,",
      "(C) even though the staff were reluctant",
      "(D) for spending another week on it.",
      "(E) No error",
    ],
    correct: 3,
    explanation:
      "'Reluctant' takes an infinitive: 'reluctant to spend another week on it', not 'reluctant for spending'. Part (B) 'be checked' is the correct subjunctive after 'insisted that', and 'the staff were' is acceptable as a plural group.",
  },
  {
    ...meta("banking-p2-en-23", "English", "Error Spotting", "hard", "language"),
    text: `${ERROR_TEXT}\n\nThe data collected from the survey (A) / suggests that fewer customers (B) / than last year visits (C) / the branch more than once a month. (D) / No error (E)`,
    options: [
      "(A) The data collected from the survey",
      "(B) suggests that fewer customers",
      "(C) than last year visits",
      "(D) the branch more than once a month.",
      "(E) No error",
    ],
    correct: 2,
    explanation:
      "The subject of 'visit' is 'fewer customers' (plural); 'than last year' only interrupts it. So it must be 'than last year visit'. 'The data ... suggests' in (A) and (B) is accepted in modern usage, where 'data' is treated as a mass noun.",
  },
  // ── Fillers (2) ──
  {
    ...meta("banking-p2-en-24", "English", "Fillers", "medium", "language"),
    text: "Choose the pair of words that best fills the blanks.\nThe regulator's new guidelines are intended to ______ borrowers from aggressive recovery agents, but critics fear that lenders will simply ______ the cost by charging higher rates.",
    options: [
      "protect, pass on",
      "expose, absorb",
      "shield, pass over",
      "prevent, pass on",
      "protect, bring down",
    ],
    correct: 0,
    explanation:
      "Guidelines 'protect' (or shield) borrowers 'from' agents, and lenders 'pass on' a cost to customers through higher rates. 'Shield, pass over' fails on the phrasal verb (pass over means ignore); 'prevent borrowers from agents' is not idiomatic; 'expose' reverses the aim; and 'bring down the cost' contradicts 'by charging higher rates'.",
  },
  {
    ...meta("banking-p2-en-25", "English", "Fillers", "hard", "language"),
    text: "Choose the word that best fills the blank.\nThe committee's report was so ______ that each side in the dispute quoted it as proof that it had been right all along.",
    options: ["equivocal", "emphatic", "exhaustive", "explicit", "eloquent"],
    correct: 0,
    explanation:
      "Both sides could claim the report supported them only if it was open to more than one reading: 'equivocal' (ambiguous). An 'emphatic' or 'explicit' report would favour one side clearly; 'exhaustive' (thorough) and 'eloquent' (well expressed) say nothing about being open to both readings.",
  },
  // ── Word usage (1) ──
  {
    ...meta("banking-p2-en-26", "English", "Vocabulary", "hard", "language"),
    text: "In which of the following sentences is the word 'DISCOUNT' used correctly as a VERB meaning 'to regard as unimportant or unlikely'?",
    options: [
      "The store offered a discount of ten per cent on all jackets.",
      "We cannot discount the possibility that the payment failed because of a network error.",
      "She bought the shoes at a discount.",
      "The bank discounted the bill of exchange before it matured.",
      "Discount stores are popular in small towns.",
    ],
    correct: 1,
    explanation:
      "'We cannot discount the possibility' means we cannot dismiss it as unlikely. In the fourth sentence 'discounted' is a verb too, but in its commercial sense (buying a bill for less than its face value), not 'regard as unlikely'; the other sentences use 'discount' as a noun or adjective for a price reduction.",
  },
]);
