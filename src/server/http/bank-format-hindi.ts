/**
 * The Hindi of what the bank's exchange formats (src/server/bank-formats) say about a bad item or a
 * file they cannot read, keyed as error-language.ts keys its messages (`{name}` a value kept as it is).
 * error-language.ts takes them into HINDI, so `translateError` words them like any other message.
 */
export const BANK_FORMAT_HINDI: Record<string, string> = {
  // Any format.
  "the file holds no questions": "फ़ाइल में कोई प्रश्न नहीं है",
  "the file is not well-formed XML": "फ़ाइल सही ढंग से बनी XML नहीं है",
  "has {count} options; the bank's questions have 4 or 5": "इसमें {count} विकल्प हैं; बैंक के प्रश्नों में 4 या 5 होते हैं",

  // Moodle XML (moodle-xml.ts).
  "a Moodle XML file starts with <quiz>": "Moodle XML फ़ाइल <quiz> से शुरू होती है",
  "short-answer questions are not imported: the bank marks options and numbers, not typed words":
    "लघु-उत्तरीय प्रश्न आयात नहीं होते: बैंक विकल्पों और संख्याओं को जाँचता है, टाइप किए गए शब्दों को नहीं",
  "essay questions are not imported: the bank has no hand-marked answers":
    "निबंधात्मक प्रश्न आयात नहीं होते: बैंक में हाथ से जाँचे जाने वाले उत्तर नहीं होते",
  "matching questions are not imported: the bank has no matching type":
    "मिलान वाले प्रश्न आयात नहीं होते: बैंक में मिलान का प्रकार नहीं है",
  "true/false questions are not imported: the bank's questions have 4 or 5 options":
    "सत्य/असत्य प्रश्न आयात नहीं होते: बैंक के प्रश्नों में 4 या 5 विकल्प होते हैं",
  "cloze (embedded answers) questions are not imported": "क्लोज़ (अंतर्निहित उत्तर) प्रश्न आयात नहीं होते",
  "drag-and-drop questions are not imported": "खींचकर छोड़ने वाले प्रश्न आयात नहीं होते",
  "select-missing-word questions are not imported": "छूटा शब्द चुनने वाले प्रश्न आयात नहीं होते",
  "a description is not a question": "विवरण कोई प्रश्न नहीं है",
  "calculated questions are not imported: the bank has no formula answers":
    "गणना वाले प्रश्न आयात नहीं होते: बैंक में सूत्र वाले उत्तर नहीं होते",
  "random short-answer matching questions are not imported": "यादृच्छिक लघु-उत्तर मिलान प्रश्न आयात नहीं होते",
  '"{type}" questions are not imported': '"{type}" प्रश्न आयात नहीं होते',
  "a numerical question needs an answer with a fraction above 0":
    "संख्यात्मक प्रश्न में 0 से अधिक fraction वाला एक उत्तर होना चाहिए",
  "a numerical question with several accepted answers is not imported: the bank takes one range":
    "कई स्वीकार्य उत्तरों वाला संख्यात्मक प्रश्न आयात नहीं होता: बैंक एक ही सीमा लेता है",
  'the answer "{answer}" is not a number': 'उत्तर "{answer}" संख्या नहीं है',
  "the tolerance is not a number": "सहनसीमा (tolerance) संख्या नहीं है",
  "no answer has a fraction above 0": "किसी भी उत्तर का fraction 0 से अधिक नहीं है",
  "a single-answer question marks more than one answer correct":
    "एक सही उत्तर वाले प्रश्न में एक से अधिक उत्तर सही चिह्नित हैं",

  // GIFT (gift.ts).
  "has no answers in braces { }": "कोष्ठक { } में कोई उत्तर नहीं है",
  'the numerical answer "{value}" is neither a number, value:tolerance nor min..max':
    'संख्यात्मक उत्तर "{value}" न संख्या है, न value:tolerance, न min..max',
  'the numerical answer "{value}" is not a number': 'संख्यात्मक उत्तर "{value}" संख्या नहीं है',
  "no answer is marked correct (= or a positive %weight%)":
    "कोई उत्तर सही चिह्नित नहीं है (= या धनात्मक %weight%)",

  // Aiken (aiken.ts).
  "ANSWER: {letter} names no option": "ANSWER: {letter} किसी विकल्प को नहीं बताता",
  'line {line} is neither the next option nor "ANSWER: X"': 'पंक्ति {line} न अगला विकल्प है, न "ANSWER: X"',
  'has no "ANSWER: X" line': '"ANSWER: X" वाली पंक्ति नहीं है',

  // QTI 3 (qti3.ts).
  "the file holds no qti-assessment-item": "फ़ाइल में कोई qti-assessment-item नहीं है",
  "has no qti-item-body": "इसमें qti-item-body नहीं है",
  "{interaction} is not imported: only choice interactions and numeric text entry are":
    "{interaction} आयात नहीं होता: केवल विकल्प वाले इंटरैक्शन और संख्यात्मक टेक्स्ट प्रविष्टि आयात होते हैं",
  "its correct response names a choice the item does not have":
    "इसका सही उत्तर ऐसा विकल्प बताता है जो इस प्रश्न में नहीं है",
  "has no correct response": "इसका कोई सही उत्तर नहीं दिया गया है",
  "has {count} choices; the bank's questions have 4 or 5": "इसमें {count} विकल्प हैं; बैंक के प्रश्नों में 4 या 5 होते हैं",
  "a single-cardinality response with several correct values":
    "एक ही उत्तर (single cardinality) वाले प्रश्न में कई सही मान हैं",
  "a text entry is imported only with a numeric (float or integer) response":
    "टेक्स्ट प्रविष्टि केवल संख्यात्मक (float या integer) उत्तर के साथ आयात होती है",
  "its correct response is not a number": "इसका सही उत्तर संख्या नहीं है",
  "its tolerance is not a number": "इसकी सहनसीमा (tolerance) संख्या नहीं है",
  "has neither a choice interaction nor a text entry interaction":
    "इसमें न विकल्प वाला इंटरैक्शन है, न टेक्स्ट प्रविष्टि वाला",

  // Pictures and .zip uploads (figures.ts, archive.ts, bank-import.ts).
  'image: "{src}" is a web address; put the picture in the .zip and name its file':
    'चित्र: "{src}" एक वेब पता है; चित्र को .zip में रखें और उसकी फ़ाइल का नाम दें',
  'image: the file "{src}" is not in the upload (upload a .zip holding the file and its pictures)':
    'चित्र: फ़ाइल "{src}" अपलोड में नहीं है (फ़ाइल और उसके चित्रों वाली .zip अपलोड करें)',
  "image: a question shows one passage, table or figure: this one names a passage and a picture":
    "चित्र: एक प्रश्न एक ही गद्यांश, तालिका या चित्र दिखाता है: यह प्रश्न गद्यांश और चित्र दोनों बताता है",
  'image: "{name}" is not a PNG, JPEG or WebP image that can be read':
    'चित्र: "{name}" पढ़ने योग्य PNG, JPEG या WebP छवि नहीं है',
  'image: "{name}" is larger than 5 MB: save it smaller and upload again':
    'चित्र: "{name}" 5 MB से बड़ा है: इसे छोटा सहेजकर फिर से अपलोड करें',
  "the .zip cannot be read: upload a .zip file, or the file itself":
    ".zip पढ़ी नहीं जा सकती: .zip फ़ाइल अपलोड करें, या सीधे फ़ाइल",
  "the .zip holds no {kinds} file to import": ".zip में आयात के लिए कोई {kinds} फ़ाइल नहीं है",
  "the .zip holds {count} {kinds} files ({names}): import one at a time":
    ".zip में {count} {kinds} फ़ाइलें हैं ({names}): एक बार में एक आयात करें",
  "the .zip unpacks to more than 256 MB: split it into smaller archives":
    ".zip खुलकर 256 MB से बड़ी हो जाती है: इसे छोटी .zip फ़ाइलों में बाँटें",

  // The bank's YAML/JSON data file (data-file.ts).
  "the file is not valid YAML": "फ़ाइल मान्य YAML नहीं है",
  "a data file holds a `questions:` list": "डेटा फ़ाइल में `questions:` सूची होनी चाहिए",
};

/** An entry for "{count} questions" and one for "{count} question" (countOf in bank-item.ts writes either). */
const forEitherCount = (english: string, hindi: string): Record<string, string> => ({
  [english]: hindi,
  [english.replace("{count} questions", "{count} question")]: hindi,
});

/**
 * What an export's format could not carry (each format's `write`), as the Import / export tab lists it
 * after a download; "{count} questions" is a number of questions, the same in Hindi for one or several.
 */
export const NOT_CARRIED_HINDI: Record<string, string> = {
  ...forEitherCount(
    "the Hindi of {count} questions ({format} has no second language)",
    "{count} प्रश्नों का हिंदी पाठ ({format} में दूसरी भाषा नहीं होती)",
  ),
  "subject, topic, difficulty and question format ({format} has none: the import form supplies them)":
    "विषय, टॉपिक, कठिनाई और प्रश्न का स्वरूप ({format} में ये नहीं होते: आयात फ़ॉर्म इन्हें देता है)",
  ...forEitherCount(
    "the source note or as-of day of {count} questions",
    "{count} प्रश्नों का स्रोत या जिस दिन तक उत्तर सही था (as-of)",
  ),
  ...forEitherCount(
    "the shared passage or table of {count} questions",
    "{count} प्रश्नों का साझा गद्यांश या तालिका",
  ),
  ...forEitherCount(
    "the shared passage or table of {count} questions (Moodle XML has none)",
    "{count} प्रश्नों का साझा गद्यांश या तालिका (Moodle XML में यह नहीं होता)",
  ),
  ...forEitherCount(
    "the explanations of {count} questions (Aiken has none)",
    "{count} प्रश्नों की व्याख्याएँ (Aiken में व्याख्या नहीं होती)",
  ),
  ...forEitherCount(
    "the question format (statements, assertion-reason...) of {count} questions",
    "{count} प्रश्नों का प्रश्न-स्वरूप (कथन, अभिकथन-कारण...)",
  ),
  "{count} multiple-correct or numerical questions (Aiken has single-answer questions only): not in the file":
    "{count} एक से अधिक सही उत्तर वाले या संख्यात्मक प्रश्न (Aiken में केवल एक सही उत्तर वाले प्रश्न होते हैं): फ़ाइल में नहीं हैं",
  "{count} multiple-correct or numerical question (Aiken has single-answer questions only): not in the file":
    "{count} एक से अधिक सही उत्तर वाला या संख्यात्मक प्रश्न (Aiken में केवल एक सही उत्तर वाले प्रश्न होते हैं): फ़ाइल में नहीं है",
  ...forEitherCount(
    "the picture of {count} questions ({format} has no images)",
    "{count} प्रश्नों का चित्र ({format} में चित्र नहीं होते)",
  ),
  ...forEitherCount(
    "the picture of {count} questions: the data file names its figure by the stimulus's id, so it comes back only into this bank",
    "{count} प्रश्नों का चित्र: डेटा फ़ाइल चित्र को उसके stimulus की ID से बताती है, इसलिए वह केवल इसी बैंक में वापस आता है",
  ),
  "a package manifest: the .zip holds the items' XML file and their pictures, with no imsmanifest.xml":
    "पैकेज मैनिफ़ेस्ट: .zip में प्रश्नों की XML फ़ाइल और उनके चित्र हैं, imsmanifest.xml नहीं",
  "a content package: the items come in one XML file, not a zip with a manifest":
    "कंटेंट पैकेज: प्रश्न एक ही XML फ़ाइल में आते हैं, मैनिफ़ेस्ट वाली zip फ़ाइल में नहीं",
};

/** Where a problem is, in Hindi: "line 12" पंक्ति 12, "item q-7" प्रश्न q-7, "file" फ़ाइल. */
export function bankProblemPlaceInHindi(where: string): string {
  if (where === "file") return "फ़ाइल";
  return where
    .replace(/^line (\d+)/, "पंक्ति $1")
    .replace(/^question (\d+)/, "प्रश्न $1")
    .replace(/^item /, "प्रश्न ");
}
