import type { ContentQuestion, ContentStimulus } from "~/server/content/types";
import { ERROR_TEXT, meta, spreadKeys } from "./common";

/** IBPS PO prelims paper 1 (easy), English Language: the questions written for it. */

const RC = "banking-p1-rc-1";
const CLOZE = "banking-p1-cloze-1";
const PJ = "banking-p1-pj-1";

export const paper1EnglishStimuli: ContentStimulus[] = [
  {
    key: RC,
    kind: "passage",
    title: "The village savings group",
    body: `When a group of fifteen women in a dry district first began meeting every Sunday, none of them thought of it as banking. Each put aside twenty rupees a week in a tin box kept by the oldest member, and the money was lent, one member at a time, to whoever needed it most urgently. Repayment was slow at first, and for a few months the box held little more than promises.

What changed the group was not a large loan from outside but a habit built inside it. The members began to keep a written register, read aloud at every meeting, that showed who had saved what and who owed what. Because everyone could hear the figures, nobody could quietly fall behind, and the shame of an unpaid instalment proved a stronger reminder than any penalty. Within two years the group's savings were large enough for the local bank branch to open an account in its name and, later, to lend it several times that amount.

The branch manager who approved that first loan later said that he had not been persuaded by the size of the savings, which was modest, but by the register. It told him that the group repaid on time, that its members trusted one another and that decisions were taken openly. In other words, the group had built the very information a bank usually lacks when it deals with poor borrowers who have no property to offer as security.

Critics point out that such groups can also exclude the poorest women, who cannot spare even twenty rupees a week, and that peer pressure can turn harsh. These concerns are real. Yet the experience of many districts suggests that, where a group is run transparently, it gives its members something that no single loan can: a record of reliability that opens the door to the formal banking system.`,
  },
  {
    key: CLOZE,
    kind: "passage",
    title: "Cloze test: the first salary",
    body: "When Ritu received her first salary, she was tempted to spend all of it on gifts for her family. Her father, who had worked in a bank for thirty years, gave her one piece of (1) ______: pay yourself first. He explained that before spending on anything else, she should (2) ______ a fixed share of her income into a savings account. Ritu found the idea strange at first, but she agreed to try it for six months. To her (3) ______, she did not miss the money she had set aside. By the end of the year she had built a small fund that (4) ______ her from borrowing when her scooter needed an expensive repair. The habit, she later said, had (5) ______ her more than any lecture on thrift.",
  },
  {
    key: PJ,
    kind: "passage",
    title: "Para-jumble: paying with a phone",
    body: "Rearrange the following six sentences (A), (B), (C), (D), (E) and (F) in the proper sequence to form a meaningful paragraph, and then answer the questions that follow.\n\n(A) The vendor simply displays a printed code, and the buyer scans it to pay.\n(B) For years, small vendors in Indian markets accepted only cash.\n(C) Today, however, even a vegetable seller is likely to have a payment code pinned to the cart.\n(D) Accepting cards required a machine that was costly to buy and to maintain.\n(E) Because no machine is needed, the cost of accepting digital payments has fallen almost to nothing.\n(F) As a result, many vendors who once feared digital money now prefer it to handling loose change.",
  },
];

export const paper1EnglishQuestions: ContentQuestion[] = spreadKeys([
  // ── Reading comprehension (8) ──
  {
    ...meta("banking-p1-en-01", "English", "Reading Comprehension", "easy", "passage", RC),
    text: "According to the passage, how was the money in the group's tin box used in the beginning?",
    options: [
      "It was deposited in the local bank branch every week.",
      "It was lent to one member at a time, to whoever needed it most urgently.",
      "It was divided equally among the members at the end of each month.",
      "It was spent on a written register read aloud at meetings.",
      "It was offered as security for a large loan from outside.",
    ],
    correct: 1,
    explanation:
      "The first paragraph says the money 'was lent, one member at a time, to whoever needed it most urgently'. The bank account came two years later, nothing was ever divided equally, the register was a record rather than a use of the money, and the passage says the change did not come from a large outside loan.",
  },
  {
    ...meta("banking-p1-en-02", "English", "Reading Comprehension", "medium", "passage", RC),
    text: "What, according to the passage, 'changed the group'?",
    options: [
      "A large loan from the local bank branch",
      "The penalty charged on every unpaid instalment",
      "The habit of keeping a written register read aloud at every meeting",
      "The decision to raise the weekly saving to a larger sum",
      "The appointment of the oldest member as the keeper of the box",
    ],
    correct: 2,
    explanation:
      "The second paragraph opens: 'What changed the group was not a large loan from outside but a habit built inside it', and then describes the written register read aloud. The passage says shame worked better than 'any penalty', so penalties were not the cause, and the bank loan came only after the change. The saving amount never changes, and the box-keeper was there from the start.",
  },
  {
    ...meta("banking-p1-en-03", "English", "Reading Comprehension", "medium", "passage", RC),
    text: "Why did the branch manager approve the group's first loan?",
    options: [
      "The group's savings were very large.",
      "The members offered their houses as security.",
      "The register showed that the group repaid on time and took decisions openly.",
      "The group agreed to pay a higher rate of interest.",
      "The government guaranteed the loan.",
    ],
    correct: 2,
    explanation:
      "The manager 'had not been persuaded by the size of the savings, which was modest, but by the register', which showed timely repayment, trust and open decisions. 'Very large' savings contradicts 'modest'; the members had 'no property to offer as security'; a higher interest rate and a government guarantee are never mentioned.",
  },
  {
    ...meta("banking-p1-en-04", "English", "Reading Comprehension", "medium", "passage", RC),
    text: "Which of the following is a criticism of savings groups mentioned in the passage?\n(I) They can leave out the poorest women.\n(II) Peer pressure in them can become harsh.\n(III) They charge higher interest than banks.",
    options: ["Only (I)", "Only (II)", "Only (I) and (II)", "Only (II) and (III)", "All (I), (II) and (III)"],
    correct: 2,
    explanation:
      "The last paragraph lists two criticisms: such groups 'can also exclude the poorest women' (I) and 'peer pressure can turn harsh' (II). Nothing is said about the interest they charge, so (III) is not mentioned. Hence only (I) and (II).",
  },
  {
    ...meta("banking-p1-en-05", "English", "Reading Comprehension", "easy", "passage", RC),
    text: "Choose the word most similar in meaning to 'modest' as used in the passage.",
    options: ["Humble", "Small", "Shy", "Decent", "Hidden"],
    correct: 1,
    explanation:
      "The savings were 'modest' in size, that is, not large: 'small'. 'Humble', 'shy' and 'decent' are meanings of modest when it describes a person's manner, which does not fit an amount of money; 'hidden' is unrelated.",
  },
  {
    ...meta("banking-p1-en-06", "English", "Reading Comprehension", "easy", "passage", RC),
    text: "Choose the word most opposite in meaning to 'transparently' as used in the passage.",
    options: ["Openly", "Quickly", "Secretly", "Fairly", "Carefully"],
    correct: 2,
    explanation:
      "A group run 'transparently' does its business in the open, where members can see it. The opposite is 'secretly'. 'Openly' is a synonym, and 'quickly', 'fairly' and 'carefully' describe other qualities.",
  },
  {
    ...meta("banking-p1-en-07", "English", "Reading Comprehension", "medium", "passage", RC),
    text: "What does the author mean by saying that the group 'had built the very information a bank usually lacks'?",
    options: [
      "The group had collected data about other borrowers in the district.",
      "The group's record of repayment and trust told the bank what it normally cannot know about poor borrowers.",
      "The group had learnt how banks calculate interest.",
      "The group had kept its savings secret from the bank.",
      "The group had copied the bank's methods of keeping accounts.",
    ],
    correct: 1,
    explanation:
      "A bank lending to poor borrowers without property lacks information about whether they will repay. The group's register supplied exactly that: a record of timely repayment, trust and open decisions. The other options describe information the passage never mentions.",
  },
  {
    ...meta("banking-p1-en-08", "English", "Reading Comprehension", "hard", "passage", RC),
    text: "Which of the following best expresses the central idea of the passage?",
    options: [
      "Savings groups should replace banks in rural areas.",
      "A transparent savings group builds a record of reliability that can open formal banking to its members.",
      "Peer pressure is the most effective way to recover loans.",
      "Banks should lend only to borrowers who offer property as security.",
      "Poor women are unable to save any money.",
    ],
    correct: 1,
    explanation:
      "The passage traces how an open register turned a small group into a borrower the bank trusted, and ends: a transparently run group gives members 'a record of reliability that opens the door to the formal banking system'. 'Replace banks' overstates (the groups lead into banks); the option on peer pressure takes one detail as the whole and ignores the author's warning that pressure 'can turn harsh'; the options on property as security and on poor women being unable to save contradict the passage.",
  },
  // ── Cloze test (5) ──
  {
    ...meta("banking-p1-en-09", "English", "Cloze Test", "easy", "language", CLOZE),
    text: "Which word fits blank (1) in the passage?",
    options: ["advise", "advice", "advised", "adviser", "advisory"],
    correct: 1,
    explanation:
      "After 'one piece of' a noun is needed: 'advice' (the noun). 'Advise' and 'advised' are verb forms, 'adviser' is a person and 'advisory' is usually an adjective or a formal notice, which does not fit 'a piece of'.",
  },
  {
    ...meta("banking-p1-en-10", "English", "Cloze Test", "easy", "language", CLOZE),
    text: "Which word fits blank (2) in the passage?",
    options: ["put", "spend", "borrow", "lend", "waste"],
    correct: 0,
    explanation:
      "Money is 'put into' a savings account. 'Spend', 'waste' and 'lend' contradict saving, and one does not 'borrow ... into an account'.",
  },
  {
    ...meta("banking-p1-en-11", "English", "Cloze Test", "medium", "language", CLOZE),
    text: "Which word fits blank (3) in the passage?",
    options: ["anger", "surprise", "regret", "grief", "shame"],
    correct: 1,
    explanation:
      "'To her surprise' is the idiom for an unexpected result, and the sentence before says she found the idea strange, so not missing the money was unexpected. 'To her regret/grief/shame' would mean something bad happened, which does not fit a good outcome; 'to her anger' is not idiomatic here.",
  },
  {
    ...meta("banking-p1-en-12", "English", "Cloze Test", "medium", "language", CLOZE),
    text: "Which word fits blank (4) in the passage?",
    options: ["forced", "saved", "refused", "made", "allowed"],
    correct: 1,
    explanation:
      "The fund 'saved her from borrowing': 'save someone from doing something' means spare them the need. 'Refused her from' and 'made her from' are not English, and 'forced' and 'allowed' reverse the sense and do not take 'from'.",
  },
  {
    ...meta("banking-p1-en-13", "English", "Cloze Test", "easy", "language", CLOZE),
    text: "Which word fits blank (5) in the passage?",
    options: ["taught", "learnt", "spoke", "told", "listened"],
    correct: 0,
    explanation:
      "The habit 'had taught her more than any lecture': 'teach' takes the person taught as object. 'Learnt' has the learner as subject, 'told' needs something told, and 'spoke' and 'listened' do not take 'her more' as objects.",
  },
  // ── Para-jumble (5): the order is B-D-C-A-E-F ──
  {
    ...meta("banking-p1-en-14", "English", "Para Jumbles", "easy", "language", PJ),
    text: "Which of the following should be the FIRST sentence after rearrangement?",
    options: ["(A)", "(B)", "(C)", "(D)", "(E)"],
    correct: 1,
    explanation:
      "The coherent order is B-D-C-A-E-F. (B) sets the scene in the past ('For years, small vendors ... accepted only cash'); every other sentence depends on it: (D) explains why cards were not taken, (C) turns to today with 'however'.",
  },
  {
    ...meta("banking-p1-en-15", "English", "Para Jumbles", "medium", "language", PJ),
    text: "Which of the following should be the SECOND sentence after rearrangement?",
    options: ["(A)", "(C)", "(D)", "(E)", "(F)"],
    correct: 2,
    explanation:
      "Order B-D-C-A-E-F. After (B) says vendors took only cash, (D) gives the reason: card machines were costly. (C) with 'however' must then contrast today with that past.",
  },
  {
    ...meta("banking-p1-en-16", "English", "Para Jumbles", "medium", "language", PJ),
    text: "Which of the following should be the FOURTH sentence after rearrangement?",
    options: ["(A)", "(B)", "(C)", "(E)", "(F)"],
    correct: 0,
    explanation:
      "Order B-D-C-A-E-F. (C) introduces the payment code pinned to the cart; (A) then explains how it works ('The vendor simply displays a printed code'), and (E) draws the consequence ('Because no machine is needed').",
  },
  {
    ...meta("banking-p1-en-17", "English", "Para Jumbles", "medium", "language", PJ),
    text: "Which of the following should be the FIFTH sentence after rearrangement?",
    options: ["(A)", "(C)", "(D)", "(E)", "(F)"],
    correct: 3,
    explanation:
      "Order B-D-C-A-E-F. Once (A) has shown that the buyer only scans a printed code, (E) concludes that without a machine the cost of accepting digital payments has almost vanished; (F) 'As a result' follows from (E).",
  },
  {
    ...meta("banking-p1-en-18", "English", "Para Jumbles", "hard", "language", PJ),
    text: "Which of the following should be the LAST (SIXTH) sentence after rearrangement?",
    options: ["(A)", "(B)", "(C)", "(D)", "(F)"],
    correct: 4,
    explanation:
      "Order B-D-C-A-E-F. (F) 'As a result, many vendors ... now prefer it' is the conclusion of the cost argument in (E) and closes the paragraph. (C) also speaks of today but has to come before (A), which explains the code it mentions, so it cannot be last.",
  },
  // ── Error detection (4) ──
  {
    ...meta("banking-p1-en-19", "English", "Error Spotting", "easy", "language"),
    text: `${ERROR_TEXT}\n\nEach of the new accounts (A) / opened at the branch last month (B) / have been linked (C) / to the customer's mobile number. (D) / No error (E)`,
    options: [
      "(A) Each of the new accounts",
      "(B) opened at the branch last month",
      "(C) have been linked",
      "(D) to the customer's mobile number.",
      "(E) No error",
    ],
    correct: 2,
    explanation:
      "The subject is 'Each', which is singular ('of the new accounts' only describes it), so the verb must be 'has been linked', not 'have been linked'. The error is in part (C).",
  },
  {
    ...meta("banking-p1-en-20", "English", "Error Spotting", "easy", "language"),
    text: `${ERROR_TEXT}\n\nThe cashier was so busy (A) / that she could not (B) / attend to the customer (C) / which was waiting at the counter. (D) / No error (E)`,
    options: [
      "(A) The cashier was so busy",
      "(B) that she could not",
      "(C) attend to the customer",
      "(D) which was waiting at the counter.",
      "(E) No error",
    ],
    correct: 3,
    explanation:
      "A relative pronoun for a person is 'who', not 'which': 'the customer who was waiting at the counter'. Parts (A) to (C) are correct ('so ... that', 'attend to').",
  },
  {
    ...meta("banking-p1-en-21", "English", "Error Spotting", "medium", "language"),
    text: `${ERROR_TEXT}\n\nHardly had the manager (A) / finished his speech (B) / than the lights (C) / went out in the hall. (D) / No error (E)`,
    options: [
      "(A) Hardly had the manager",
      "(B) finished his speech",
      "(C) than the lights",
      "(D) went out in the hall.",
      "(E) No error",
    ],
    correct: 2,
    explanation:
      "'Hardly' is followed by 'when' (or 'before'), not 'than': 'Hardly had the manager finished his speech when the lights went out.' 'Than' goes with 'no sooner'. The inversion 'had the manager' in (A) is correct after 'Hardly'.",
  },
  {
    ...meta("banking-p1-en-22", "English", "Error Spotting", "medium", "language"),
    text: `${ERROR_TEXT}\n\nThe committee has decided (A) / that the new branch (B) / will be opened (C) / in the first week of next month. (D) / No error (E)`,
    options: [
      "(A) The committee has decided",
      "(B) that the new branch",
      "(C) will be opened",
      "(D) in the first week of next month.",
      "(E) No error",
    ],
    correct: 4,
    explanation:
      "The sentence is correct. 'The committee' acting as one body takes the singular 'has decided'; 'will be opened' is the correct future passive, and 'in the first week of next month' is idiomatic. Hence (E) No error.",
  },
  // ── Fillers (2) ──
  {
    ...meta("banking-p1-en-23", "English", "Fillers", "easy", "language"),
    text: "Choose the word that best fills the blank.\nThe customer was asked to ______ her identity by showing a valid document before the locker was opened.",
    options: ["verify", "deny", "hide", "ignore", "forget"],
    correct: 0,
    explanation:
      "A document is shown to 'verify' (prove) one's identity. 'Deny', 'hide', 'ignore' and 'forget' make no sense with showing a valid document.",
  },
  {
    ...meta("banking-p1-en-24", "English", "Fillers", "medium", "language"),
    text: "Choose the pair of words that best fills the blanks.\nThe new rules were meant to ______ fraud, but several customers ______ that they only made genuine payments slower.",
    options: [
      "encourage, agreed",
      "curb, complained",
      "curb, praised",
      "invite, hoped",
      "permit, celebrated",
    ],
    correct: 1,
    explanation:
      "The word 'but' signals a contrast: the rules aimed to 'curb' (check) fraud, yet customers 'complained' that genuine payments slowed. 'Curb, praised' breaks the contrast (one does not praise a slowdown), and 'encourage', 'invite' and 'permit' fraud are absurd aims for rules.",
  },
  // ── Word usage (2) ──
  {
    ...meta("banking-p1-en-25", "English", "Vocabulary", "easy", "language"),
    text: "In which of the following sentences is the word 'BALANCE' used INCORRECTLY?",
    options: [
      "Please check the balance in your account before you write the cheque.",
      "The tightrope walker lost his balance and fell into the net.",
      "A good budget keeps a balance between saving and spending.",
      "She balanced the tray of cups on one hand.",
      "She showed great balance to her elders by touching their feet.",
    ],
    correct: 4,
    explanation:
      "In the fifth sentence the intended meaning is 'respect' for elders; 'balance' (steadiness, an even mix or a remaining amount) cannot carry that meaning. In the others 'balance' is correctly used as the money in an account, steadiness, an even mix, and the verb 'balanced'.",
  },
  {
    ...meta("banking-p1-en-26", "English", "Vocabulary", "medium", "language"),
    text: "Choose the word that can fill BOTH blanks correctly.\n(i) The bank will ______ a new credit card for students next month.\n(ii) Rising prices have become a major ______ in the election.",
    options: ["launch", "issue", "topic", "release", "problem"],
    correct: 1,
    explanation:
      "'Issue' works as a verb (to issue a card, that is, give it out officially) and as a noun (a matter of public debate). 'Launch' and 'release' fit only (i), while 'topic' and 'problem' fit only (ii).",
  },
]);
