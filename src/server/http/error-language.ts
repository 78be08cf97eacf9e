import type { FastifyRequest } from "fastify";
import { fieldLabel } from "~/shared/contract/field-label";
import { LANGUAGE_COOKIE, negotiateLanguage } from "~/shared/language-negotiation";
import type { Language } from "~/shared/languages";
import { BANK_FORMAT_HINDI, NOT_CARRIED_HINDI } from "./bank-format-hindi";
import { istMomentInHindi } from "./ist-moment-language";

/**
 * The error messages the server sends, in the language of the request (decision 0022). Routes and
 * the contract keep writing English; the error handler translates at the end with `translateError`.
 *
 * HINDI holds a Hindi text for every English message the server can send (a test collects them from
 * the source and fails on one without an entry). A key is the English as it is sent; `{name}` in a key
 * stands for a value built in (a quiz's title, a time, a number), which the Hindi keeps as it is, or
 * words as VALUE_WORDS has them (a `{time}` as VALUE_FORMATS writes it). A message "field: what is wrong" is translated in two parts: the field
 * by `fieldLabel(field, "hi")`, the rest by its own entry ("is required" serves every field).
 * A message without an entry is sent in English, whole: never half translated.
 */
export const HINDI: Record<string, string> = {
  // The error handler's own messages and the generic ones for a status.
  "Bad request": "अनुरोध अमान्य है",
  Unauthorized: "अनधिकृत अनुरोध",
  Forbidden: "इसकी अनुमति नहीं है",
  "Not found": "नहीं मिला",
  "Method not allowed": "यह विधि अनुमत नहीं है",
  Conflict: "अनुरोध वर्तमान स्थिति से मेल नहीं खाता",
  "Request body is too large": "अनुरोध का आकार बहुत बड़ा है",
  "Unsupported content type: send application/json": "असमर्थित सामग्री प्रकार: application/json भेजें",
  "Too many requests, please slow down": "बहुत अधिक अनुरोध, कृपया कुछ देर रुकें",
  "Internal Server Error": "सर्वर में आंतरिक त्रुटि हुई",
  "Not found: {method} {path}": "नहीं मिला: {method} {path}",
  "is invalid": "अमान्य है",
  "is not valid JSON": "मान्य JSON नहीं है",
  "is empty but the content type is JSON": "खाली है, जबकि सामग्री प्रकार JSON है",

  // Guards, security and rate limits.
  "The server is busy. Your answers are kept; they will be sent again shortly.":
    "सर्वर अभी व्यस्त है। आपके उत्तर सुरक्षित हैं; वे थोड़ी देर में फिर से भेजे जाएँगे।",
  "Unauthorized: please sign in": "अनधिकृत: कृपया साइन इन करें",
  "Admin access required": "एडमिन पहुँच आवश्यक है",
  "Premium subscription required": "प्रीमियम सदस्यता आवश्यक है",
  "Cross-site request refused": "किसी अन्य साइट से आया अनुरोध अस्वीकार किया गया",
  "must not contain NUL characters": "NUL वर्ण नहीं होने चाहिए",
  "Send Authorization: Bearer <METRICS_TOKEN>": "Authorization: Bearer <METRICS_TOKEN> भेजें",
  "Too many sign-in attempts. Please wait a minute and try again.":
    "साइन इन के बहुत अधिक प्रयास। कृपया एक मिनट प्रतीक्षा करके पुनः प्रयास करें।",
  "Too much feedback at once. Please wait a minute and try again.":
    "एक साथ बहुत अधिक प्रतिक्रियाएँ। कृपया एक मिनट प्रतीक्षा करके पुनः प्रयास करें।",
  "Too many measurements at once. Please wait a minute and try again.":
    "एक साथ बहुत अधिक मापन। कृपया एक मिनट प्रतीक्षा करके पुनः प्रयास करें।",
  "Too many measurements are arriving from everyone at once. Please try again later.":
    "सभी की ओर से एक साथ बहुत अधिक मापन आ रहे हैं। कृपया बाद में पुनः प्रयास करें।",
  "Enough measurements have arrived today. Please try again tomorrow.":
    "आज के लिए पर्याप्त मापन आ चुके हैं। कृपया कल पुनः प्रयास करें।",
  "Too many submissions. Please wait a minute and try again.":
    "जमा करने के बहुत अधिक अनुरोध। कृपया एक मिनट प्रतीक्षा करके पुनः प्रयास करें।",
  "Too many uploads. Please wait a minute and try again.":
    "बहुत अधिक अपलोड। कृपया एक मिनट प्रतीक्षा करके पुनः प्रयास करें।",
  "Too many practice sets started. Please wait a minute and try again.":
    "बहुत अधिक अभ्यास सेट शुरू किए गए। कृपया एक मिनट प्रतीक्षा करके पुनः प्रयास करें।",
  "Too many payment requests. Please wait a minute and try again.":
    "भुगतान के बहुत अधिक अनुरोध। कृपया एक मिनट प्रतीक्षा करके पुनः प्रयास करें।",
  "Demo sign-in answers only at this server's own address (PUBLIC_URL). Open the app there and sign in again.":
    "डेमो साइन इन केवल इस सर्वर के अपने पते (PUBLIC_URL) पर उपलब्ध है। वहीं ऐप खोलें और पुनः साइन इन करें।",

  // Plans.
  "Past papers need Monthly or Annual": "पिछले वर्षों के प्रश्नपत्रों के लिए मासिक या वार्षिक प्लान आवश्यक है",
  "Full mock tests beyond the first of each exam need Monthly or Annual":
    "प्रत्येक परीक्षा के पहले मॉक टेस्ट के बाद के पूर्ण मॉक टेस्ट के लिए मासिक या वार्षिक प्लान आवश्यक है",
  "A study plan needs Monthly or Annual": "अध्ययन योजना के लिए मासिक या वार्षिक प्लान आवश्यक है",

  // Exams, quizzes, questions.
  "Exam Not Found": "परीक्षा नहीं मिली",
  "Exam not found": "परीक्षा नहीं मिली",
  "Quiz Not Found": "क्विज़ नहीं मिला",
  "Question Not Found": "प्रश्न नहीं मिला",
  "Image Not Found": "छवि नहीं मिली",
  "User not found": "उपयोगकर्ता नहीं मिला",
  "No Quizzes Available": "कोई क्विज़ उपलब्ध नहीं है",
  "This quiz has no questions yet": "इस क्विज़ में अभी कोई प्रश्न नहीं है",
  "No review card for this question": "इस प्रश्न का कोई समीक्षा कार्ड नहीं है",

  // Chapter-wise practice.
  "Chapter not found in this exam's syllabus": "इस परीक्षा के पाठ्यक्रम में यह अध्याय नहीं मिला",
  "This chapter has no questions yet": "इस अध्याय में अभी कोई प्रश्न नहीं है",
  "No mistakes to practise yet in this chapter": "इस अध्याय में अभी अभ्यास के लिए कोई गलती नहीं है",
  "This chapter has no questions of that difficulty": "इस अध्याय में उस कठिनाई स्तर का कोई प्रश्न नहीं है",
  "is required for a set by difficulty": "कठिनाई के अनुसार सेट के लिए आवश्यक है",
  "a chapter slug such as phy-kinematics": "phy-kinematics जैसा अध्याय स्लग होना चाहिए",

  // Attempts.
  "Attempt Not Found": "प्रयास नहीं मिला",
  "The time for this attempt is over": "इस प्रयास का समय समाप्त हो गया है",
  "This attempt has already been submitted": "यह प्रयास पहले ही जमा किया जा चुका है",
  "This attempt has not been submitted yet": "यह प्रयास अभी जमा नहीं हुआ है",
  "Every answer in this attempt was right: there is nothing to retake":
    "इस प्रयास के सभी उत्तर सही थे: पुनः हल करने के लिए कुछ नहीं बचा है",
  "is not a question of this attempt": "इस प्रयास का प्रश्न नहीं है",
  "{ids} is not a question of this attempt": "{ids} इस प्रयास का प्रश्न नहीं है",
  "its section is not open yet": "इसका खंड अभी खुला नहीं है",
  "a filled bubble is final on the OMR answer sheet; it cannot be changed or cleared":
    "OMR उत्तर पत्रक पर भरा गया गोला अंतिम होता है; उसे बदला या मिटाया नहीं जा सकता",
  "must be a number (a numerical answer)": "संख्या होनी चाहिए (संख्यात्मक उत्तर)",
  "must be one option index, not a list (an option index from 0 to {max})":
    "एक ही विकल्प सूचकांक होना चाहिए, सूची नहीं (0 से {max} तक का विकल्प सूचकांक)",
  "must be an option index from 0 to {max}": "0 से {max} तक का विकल्प सूचकांक होना चाहिए",
  "must be a list of option indexes (each an option index from 0 to {max})":
    "विकल्प सूचकांकों की सूची होनी चाहिए (प्रत्येक 0 से {max} तक का विकल्प सूचकांक)",
  "must choose at least one option": "कम से कम एक विकल्प चुनना आवश्यक है",
  "must hold only option indexes (each an option index from 0 to {max})":
    "केवल विकल्प सूचकांक होने चाहिए (प्रत्येक 0 से {max} तक का विकल्प सूचकांक)",
  "must not choose the same option twice": "एक ही विकल्प दो बार नहीं चुना जा सकता",
  "This paper is held for a live test until {time}; it opens for practice after that":
    "यह प्रश्नपत्र {time} तक लाइव टेस्ट के लिए रोका गया है; उसके बाद यह अभ्यास के लिए खुलेगा",
  "Key and score published at {time}": "उत्तर कुंजी और अंक {time} पर प्रकाशित होंगे",

  // A learner's account: the download of their data, deleting the account (features/account).
  "type your account's email exactly to confirm": "पुष्टि के लिए अपने खाते का ईमेल ठीक वैसा ही लिखें",
  "No download of your data is ready: ask for one first":
    "आपके डेटा का कोई डाउनलोड तैयार नहीं है: पहले उसका अनुरोध करें",
  // Reminders (features/reminders).
  "Reminders are not set up on this server": "इस सर्वर पर रिमाइंडर की व्यवस्था नहीं है",
  "set both ends of the quiet hours, or neither": "शांत समय के दोनों छोर दें, या कोई भी नहीं",
  'must be a time "HH:MM" (00:00 to 23:59)': 'समय "HH:MM" (00:00 से 23:59) होना चाहिए',
  "must be a URL": "URL होना चाहिए",
  "must be an http(s) URL": "http(s) URL होना चाहिए",
  "must be an https URL": "https URL होना चाहिए",
  "must be base64url": "base64url होना चाहिए",

  // Live tests.
  "Live test not found": "लाइव टेस्ट नहीं मिला",
  "This live test opens at {time}": "यह लाइव टेस्ट {time} पर खुलेगा",
  "This live test ended at {time}": "यह लाइव टेस्ट {time} पर समाप्त हो चुका है",
  "This live test ended at {time}; it can no longer be cancelled":
    "यह लाइव टेस्ट {time} पर समाप्त हो चुका है; अब इसे रद्द नहीं किया जा सकता",
  "Registration closed when this live test ended at {time}":
    "पंजीकरण इस लाइव टेस्ट के {time} पर समाप्त होने के साथ बंद हो गया",
  "Register for this live test before starting it": "आरंभ करने से पहले इस लाइव टेस्ट के लिए पंजीकरण करें",
  "Results are published when this live test ends at {time}":
    "परिणाम इस लाइव टेस्ट के {time} पर समाप्त होने पर प्रकाशित होंगे",
  "The last attempts are being scored; the results open in a minute":
    "अंतिम प्रयासों का मूल्यांकन हो रहा है; परिणाम एक मिनट में उपलब्ध होंगे",
  "The provisional key can be challenged once this live test ends at {time}":
    "अनंतिम उत्तर कुंजी पर आपत्ति इस लाइव टेस्ट के {time} पर समाप्त होने के बाद ही दर्ज की जा सकती है",
  "The challenge window closed at {time}": "आपत्ति की समय-सीमा {time} को बंद हो गई",
  "Only candidates who sat this live test can challenge its key":
    "केवल वे अभ्यर्थी इसकी उत्तर कुंजी पर आपत्ति दर्ज कर सकते हैं जिन्होंने यह लाइव टेस्ट दिया है",
  "not a question of this paper": "इस प्रश्नपत्र का प्रश्न नहीं है",
  "No such challenge of this live test": "इस लाइव टेस्ट की ऐसी कोई आपत्ति नहीं है",
  "The merit list is ready when this live test ends at {time}":
    "मेरिट सूची इस लाइव टेस्ट के {time} पर समाप्त होने पर तैयार होगी",
  "Final results can be published once the challenge window closes at {time}":
    "अंतिम परिणाम आपत्ति की समय-सीमा {time} को बंद होने के बाद ही प्रकाशित किए जा सकते हैं",
  "no such quiz": "ऐसा कोई क्विज़ नहीं है",
  "a live test is a mock test or a past paper": "लाइव टेस्ट केवल मॉक टेस्ट या पिछले वर्ष का प्रश्नपत्र हो सकता है",
  "must be after startsAt": "startsAt के बाद होना चाहिए",
  "must leave at least the paper's {minutes} minutes after startsAt":
    "startsAt के बाद कम से कम प्रश्नपत्र के {minutes} मिनट होने चाहिए",
  "must be in the future": "भविष्य का होना चाहिए",

  // Institutes and batches.
  "Institute not found": "संस्थान नहीं मिला",
  "Batch not found": "बैच नहीं मिला",
  "Only the institute's owners may do this": "यह केवल संस्थान के स्वामी कर सकते हैं",
  "That email is already on this institute's staff": "यह ईमेल पहले से इस संस्थान के स्टाफ़ में है",
  "That email is already invited to this institute": "इस ईमेल को इस संस्थान में पहले ही आमंत्रित किया जा चुका है",
  "Staff member not found": "स्टाफ़ सदस्य नहीं मिला",
  "An institute keeps at least one owner: make another owner first":
    "संस्थान में कम से कम एक स्वामी रहना चाहिए: पहले किसी और को स्वामी बनाएँ",
  "Learner not found in this batch": "यह विद्यार्थी इस बैच में नहीं है",
  "Learner not found": "विद्यार्थी नहीं मिला",
  "The CSV was not added: fix the lines named and upload it again":
    "CSV नहीं जोड़ी गई: बताई गई पंक्तियाँ ठीक करके फिर से अपलोड करें",
  "A CSV may name at most {max} emails": "एक CSV में अधिकतम {max} ईमेल हो सकते हैं",
  "No batch has that code: check it with your teacher": "इस कोड का कोई बैच नहीं है: अपने शिक्षक से कोड जाँचें",
  "You are not in that batch": "आप उस बैच में नहीं हैं",
  "Too many tries at a batch code. Please wait a minute and try again.":
    "बैच कोड के बहुत अधिक प्रयास। कृपया एक मिनट प्रतीक्षा करके पुनः प्रयास करें।",
  "must be the batch's 8-character code": "बैच का 8 वर्णों का कोड होना चाहिए",
  "must name at least one email": "कम से कम एक ईमेल होना चाहिए",
  "must name at most {max} emails": "अधिकतम {max} ईमेल हो सकते हैं",
  "must be a list of emails": "ईमेल की सूची होनी चाहिए",
  "must be an email address": "ईमेल पता होना चाहिए",
  "has no email": "में कोई ईमेल नहीं है",
  "must not be empty": "खाली नहीं होना चाहिए",
  "must be a valid email address": "मान्य ईमेल पता होना चाहिए",
  "names no email": "में कोई ईमेल नहीं है",
  "is not readable CSV (check the quotes)": "पढ़ने योग्य CSV नहीं है (उद्धरण चिह्न जाँचें)",
  "'{value}' is not an email address": "'{value}' ईमेल पता नहीं है",

  // Assignments.
  "Assignment not found": "असाइनमेंट नहीं मिला",
  "must be a published paper or one of the institute's own":
    "प्रकाशित प्रश्नपत्र या संस्थान का अपना प्रश्नपत्र होना चाहिए",
  "the paper has no published questions yet": "इस प्रश्नपत्र में अभी कोई प्रकाशित प्रश्न नहीं है",

  // An institute's own bank.
  "an institute's paper is not published on the site; assign it to batches instead":
    "संस्थान का प्रश्नपत्र साइट पर प्रकाशित नहीं होता; इसके बजाय इसे बैचों को असाइन करें",
  "there is no public question with id {ids}": "आईडी {ids} का कोई सार्वजनिक प्रश्न नहीं है",
  "questions {ids} are of another exam than the paper ({exam})":
    "प्रश्न {ids} प्रश्नपत्र की परीक्षा ({exam}) के नहीं, किसी दूसरी परीक्षा के हैं",
  "every learner must be in one of the assignment's batches": "हर विद्यार्थी असाइनमेंट के किसी एक बैच में होना चाहिए",
  "must be after opensAt": "opensAt के बाद होना चाहिए",
  "This assignment has opened: it can only be cancelled now":
    "यह असाइनमेंट खुल चुका है: अब इसे केवल रद्द किया जा सकता है",
  "This assignment was cancelled": "यह असाइनमेंट रद्द कर दिया गया था",
  "This paper is held for a live test until {time}": "यह प्रश्नपत्र {time} तक लाइव टेस्ट के लिए रोका गया है",
  "You have used every attempt this assignment allows": "आप इस असाइनमेंट के सभी अनुमत प्रयास कर चुके हैं",
  "Your teacher cancelled this assignment": "आपके शिक्षक ने यह असाइनमेंट रद्द कर दिया है",
  "This assignment opens at {time}": "यह असाइनमेंट {time} पर खुलेगा",
  "This assignment closed at {time}": "यह असाइनमेंट {time} पर बंद हो गया",
  "must be a list of batch ids": "बैच आईडी की सूची होनी चाहिए",
  "must name at least one batch": "कम से कम एक बैच होना चाहिए",
  "must name at most {max} batches": "अधिकतम {max} बैच हो सकते हैं",
  "must be a list of {userId, minutesPerHour}": "{userId, minutesPerHour} की सूची होनी चाहिए",
  "must name at most {max} learners": "अधिकतम {max} विद्यार्थी हो सकते हैं",

  // Study plan, predictions, payments.
  "Exam date must be after today": "परीक्षा की तिथि आज के बाद की होनी चाहिए",
  "Exam date must be within {days} days": "परीक्षा की तिथि {days} दिनों के भीतर होनी चाहिए",
  "Answer some questions of this exam first: weak topics come from your answers":
    "पहले इस परीक्षा के कुछ प्रश्नों के उत्तर दें: कमज़ोर विषय आपके उत्तरों से ही तय होते हैं",
  "No questions you have not seen lately are left in your weak topics":
    "आपके कमज़ोर विषयों में ऐसा कोई प्रश्न शेष नहीं है जो आपने हाल में न देखा हो",
  "Order not found": "ऑर्डर नहीं मिला",
  "Missing webhook signature": "वेबहुक हस्ताक्षर नहीं भेजा गया",
  "Invalid webhook signature": "वेबहुक हस्ताक्षर अमान्य है",
  "is not a webhook event": "वेबहुक घटना नहीं है",
  "Payment provider unavailable, please try again": "भुगतान सेवा अभी उपलब्ध नहीं है, कृपया पुनः प्रयास करें",
  "Payment verification failed: the signature does not match this order":
    "भुगतान का सत्यापन विफल: हस्ताक्षर इस ऑर्डर से मेल नहीं खाता",
  "is not a valid signature": "मान्य हस्ताक्षर नहीं है",

  // Admin: quizzes, categories, schedule.
  "No quiz with id {id}": "आईडी {id} का कोई क्विज़ नहीं है",
  // Imports and exports of the bank (features/admin/bank-import.ts, bank-export.ts).
  "There are no questions to export": "निर्यात करने के लिए कोई प्रश्न नहीं है",
  "is larger than 32 MB: split the file": "32 MB से बड़ी है: फ़ाइल को बाँटें",
  "is larger than 32 MB: split the archive": "32 MB से बड़ी है: .zip को बाँटें",
  "must be a .zip in base64": "base64 में .zip होनी चाहिए",
  "must be text (the .zip in base64)": "टेक्स्ट होना चाहिए (base64 में .zip)",
  "is required (the file's text, or a .zip as archive)": "आवश्यक है (फ़ाइल का टेक्स्ट, या archive के रूप में .zip)",
  "and archive cannot both be sent: send one file": "और archive दोनों नहीं भेजे जा सकते: एक ही फ़ाइल भेजें",
  "a subject or topic needs its exam": "विषय या टॉपिक के साथ उसकी परीक्षा भी चुनें",
  // Each exam's syllabus (src/shared/contract/syllabus.ts), checked with the bank.
  "a slug such as phy-kinematics": "phy-kinematics जैसा एक स्लग",
  "slug {value} is used twice": "स्लग {value} दो बार इस्तेमाल हुआ है",
  // The bank's one schema (src/shared/contract/bank.ts), met by a data file's import.
  "a day as YYYY-MM-DD": "YYYY-MM-DD के रूप में एक दिन",
  "correct names no option": "सही उत्तर किसी विकल्प को नहीं बताता",
  "the Hindi needs as many options as the English": "हिंदी में अंग्रेज़ी जितने ही विकल्प चाहिए",
  "correct answers ascending, each once": "सही उत्तर बढ़ते क्रम में, हर एक एक बार",
  "min above max": "न्यूनतम मान अधिकतम से ऊपर है",
  "a file name such as paper-1.yaml": "paper-1.yaml जैसा फ़ाइल नाम",
  "The file was not imported, nothing was written: {count} bad item(s)":
    "फ़ाइल आयात नहीं हुई, कुछ भी नहीं लिखा गया: {count} त्रुटिपूर्ण प्रश्न",
  "there is no quiz with id {id}": "आईडी {id} का कोई क्विज़ नहीं है",
  // The bank's bulk edits (bulk-questions.ts, the contract's bulk body).
  "there is no question with id {ids}": "आईडी {ids} का कोई प्रश्न नहीं है",
  "is required for this action": "इस कार्य के लिए आवश्यक है",
  "questions {ids} are of another exam than the quiz ({exam})":
    "प्रश्न {ids} क्विज़ की परीक्षा ({exam}) के नहीं, किसी अन्य परीक्षा के हैं",
  "questions {ids} are in a paper held for a live test; change them after it ends":
    "प्रश्न {ids} लाइव टेस्ट के लिए रोके गए पेपर में हैं; उसके समाप्त होने के बाद इन्हें बदलें",
  "the paper is held for a live test; change it after it ends":
    "यह पेपर लाइव टेस्ट के लिए रोका गया है; उसके समाप्त होने के बाद इसे बदलें",
  "must name at least one question": "कम से कम एक प्रश्न चुनें",
  "must name at most {max} questions": "अधिकतम {max} प्रश्न चुने जा सकते हैं",
  "must be a list of question ids": "प्रश्नों की आईडी की सूची होनी चाहिए",
  "must be a list of quiz ids": "क्विज़ की आईडी की सूची होनी चाहिए",
  "must name at most 50 quizzes": "अधिकतम 50 क्विज़ चुने जा सकते हैं",
  "must be 20, 50 or 100": "20, 50 या 100 होना चाहिए",
  "must be true (or left out)": "true होना चाहिए (या छोड़ दें)",
  "there is no category with id {id}": "आईडी {id} की कोई श्रेणी नहीं है",
  'a category named "{name}" already exists for this exam':
    'इस परीक्षा के लिए "{name}" नाम की श्रेणी पहले से मौजूद है',
  "No category with id {id}": "आईडी {id} की कोई श्रेणी नहीं है",
  '1 quiz is filed under "{name}": move it to another category first':
    '"{name}" में 1 क्विज़ रखा है: पहले उसे किसी अन्य श्रेणी में ले जाएँ',
  '{count} quizzes are filed under "{name}": move them to another category first':
    '"{name}" में {count} क्विज़ रखे हैं: पहले उन्हें किसी अन्य श्रेणी में ले जाएँ',
  'the exam "{exam}" is not set up in this database': 'परीक्षा "{exam}" इस डेटाबेस में स्थापित नहीं है',
  "{date} is in the past (today in India is {today})": "{date} बीत चुकी है (भारत में आज {today} है)",
  '"{title}" is unpublished; publish it before scheduling it':
    '"{title}" प्रकाशित नहीं है; निर्धारित करने से पहले इसे प्रकाशित करें',
  "a quiz with no questions cannot be published; add its questions first":
    "बिना प्रश्नों वाला क्विज़ प्रकाशित नहीं किया जा सकता; पहले उसके प्रश्न जोड़ें",
  '"{category}" belongs to another exam, and this quiz already has {count} questions':
    '"{category}" किसी अन्य परीक्षा की श्रेणी है, और इस क्विज़ में पहले से {count} प्रश्न हैं',
  'Learners have attempted "{title}", so deleting it would remove their results. Unpublish it instead.':
    'अभ्यर्थी "{title}" का प्रयास कर चुके हैं, इसलिए इसे हटाने से उनके परिणाम मिट जाएँगे। इसके बजाय इसका प्रकाशन वापस लें।',
  "send at least one field to change": "बदलने के लिए कम से कम एक फ़ील्ड भेजें",
  "the sections' time limits add up to {total} minutes, more than the paper's {limit}":
    "खंडों की समय-सीमाएँ मिलाकर {total} मिनट होती हैं, जो प्रश्नपत्र के {limit} मिनट से अधिक है",
  "marks are set for a section the paper does not have ({name})":
    "ऐसे खंड के अंक दिए गए हैं जो प्रश्नपत्र में नहीं है ({name})",
  "must give the marks for a right and a wrong answer": "सही और गलत उत्तर के अंक देना आवश्यक है",
  "must be a list of sections": "खंडों की सूची होनी चाहिए",
  "must be at most 10 sections": "अधिकतम 10 खंड हो सकते हैं",
  "must not name the same section twice": "एक ही खंड दो बार नहीं होना चाहिए",
  "need a time limit for every section, or for none": "हर खंड की समय-सीमा दें, या किसी की नहीं",

  // Admin: questions and their keys.
  "No question with id {id}": "आईडी {id} का कोई प्रश्न नहीं है",
  "there is no question with id {id}": "आईडी {id} का कोई प्रश्न नहीं है",
  "No question report with id {id}": "आईडी {id} की कोई प्रश्न रिपोर्ट नहीं है",
  '"{title}" already has this question': '"{title}" में यह प्रश्न पहले से है',
  "a numerical question has no options (send [] or leave it out)":
    "संख्यात्मक प्रश्न में विकल्प नहीं होते ([] भेजें या इसे छोड़ दें)",
  "a numerical question has no options": "संख्यात्मक प्रश्न में विकल्प नहीं होते",
  "is required for a numerical question (the accepted value, or the smallest and largest accepted)":
    "संख्यात्मक प्रश्न के लिए आवश्यक है (स्वीकार्य मान, या स्वीकार्य न्यूनतम और अधिकतम मान)",
  "is required for a single-correct question": "एक सही उत्तर वाले प्रश्न के लिए आवश्यक है",
  "is required for a multiple-correct question (the indexes of the correct options)":
    "एक से अधिक सही उत्तर वाले प्रश्न के लिए आवश्यक है (सही विकल्पों के सूचकांक)",
  "must have 4 or 5 options": "4 या 5 विकल्प होने चाहिए",
  "must have {count} options, as the English options do": "{count} विकल्प होने चाहिए, जितने अंग्रेज़ी विकल्प हैं",
  "must be from 0 to {max} (the index of the correct option)": "0 से {max} तक होना चाहिए (सही विकल्प का सूचकांक)",
  "{index} is not an option (indexes from 0 to {max})": "{index} कोई विकल्प नहीं है (सूचकांक 0 से {max} तक)",
  "only a single-correct question has it (this question is {type}; change its question type first)":
    "यह केवल एक सही उत्तर वाले प्रश्न में होता है (यह प्रश्न {type} है; पहले इसका प्रश्न प्रकार बदलें)",
  "only a multiple-correct question has it (this question is {type}; change its question type first)":
    "यह केवल एक से अधिक सही उत्तर वाले प्रश्न में होता है (यह प्रश्न {type} है; पहले इसका प्रश्न प्रकार बदलें)",
  "only a numerical question has it (this question is {type}; change its question type first)":
    "यह केवल संख्यात्मक प्रश्न में होता है (यह प्रश्न {type} है; पहले इसका प्रश्न प्रकार बदलें)",
  "math is nested too deeply (at most {levels} levels of braces)":
    "गणित बहुत अधिक स्तरों तक नेस्टेड है (कोष्ठकों के अधिकतम {levels} स्तर)",
  "is required when the Hindi explanation is given": "हिन्दी व्याख्या देने पर आवश्यक है",
  "is required when the Hindi options are given": "हिन्दी विकल्प देने पर आवश्यक है",
  "is required when the Hindi question is given (its options in Hindi)":
    "हिन्दी प्रश्न देने पर आवश्यक है (हिन्दी में उसके विकल्प)",
  'This question is in submitted attempts: its key cannot change through an edit (nothing was saved). Use "Correct key" so every attempt is re-scored, then edit the wording on its own.':
    "यह प्रश्न जमा किए गए प्रयासों में है: संपादन से इसकी उत्तर कुंजी नहीं बदल सकती (कुछ भी सहेजा नहीं गया)। " +
    '"उत्तर कुंजी सुधारें" का उपयोग करें ताकि हर प्रयास का पुनर्मूल्यांकन हो, फिर शब्दों को अलग से संपादित करें।',
  "This question is dropped: its key can no longer change":
    "यह प्रश्न निरस्त कर दिया गया है: इसकी उत्तर कुंजी अब नहीं बदल सकती",
  "must be an option of this question (A to {last})": "इस प्रश्न का विकल्प होना चाहिए (A से {last} तक)",
  "a second option can be accepted only for a single-correct question":
    "दूसरा विकल्प केवल एक सही उत्तर वाले प्रश्न के लिए स्वीकार किया जा सकता है",
  "is already accepted": "पहले से स्वीकार किया गया है",
  "is already the key": "पहले से उत्तर कुंजी है",
  "is required when the key changes": "उत्तर कुंजी बदलने पर आवश्यक है",
  "no report of this question has id {id}": "इस प्रश्न की आईडी {id} वाली कोई रिपोर्ट नहीं है",
  "must name the report the correction answers and the reply":
    "सुधार जिस रिपोर्ट का उत्तर है, वह रिपोर्ट और जवाब बताना आवश्यक है",

  // Admin: passages, tables, figures and images.
  "No passage, table or figure with id {id}": "आईडी {id} का कोई गद्यांश, तालिका या चित्र नहीं है",
  "no passage, table or figure has id {id}": "आईडी {id} का कोई गद्यांश, तालिका या चित्र नहीं है",
  "the passage, table or figure belongs to another exam": "यह गद्यांश, तालिका या चित्र किसी अन्य परीक्षा का है",
  "is required for a figure (upload the image)": "चित्र के लिए आवश्यक है (छवि अपलोड करें)",
  "is required for a figure: describe what it shows, for readers who cannot see it":
    "चित्र के लिए आवश्यक है: बताएँ कि इसमें क्या दिखाया गया है, उन पाठकों के लिए जो इसे देख नहीं सकते",
  "no uploaded image has id {id}": "आईडी {id} की कोई अपलोड की गई छवि नहीं है",
  "only a figure has an image": "छवि केवल चित्र में होती है",
  "is required for a {kind}": "{kind} के लिए आवश्यक है",
  "write the table as Markdown pipe rows, a header row first: | Year | Sales |":
    "तालिका को Markdown पाइप पंक्तियों में लिखें, पहले शीर्ष पंक्ति: | Year | Sales |",
  "must not be blank (or leave it out)": "रिक्त नहीं होना चाहिए (या इसे छोड़ दें)",
  "1 question shares this {kind}: detach it first": "1 प्रश्न इस {kind} का उपयोग करता है: पहले उसे अलग करें",
  "{count} questions share this {kind}: detach them first":
    "{count} प्रश्न इस {kind} का उपयोग करते हैं: पहले उन्हें अलग करें",
  "is required (send the image file as the body)": "आवश्यक है (छवि फ़ाइल को अनुरोध के मुख्य भाग में भेजें)",
  "is required (send the image file)": "आवश्यक है (छवि फ़ाइल भेजें)",
  "is not a PNG, JPEG or WebP image that can be read": "पढ़ने योग्य PNG, JPEG या WebP छवि नहीं है",
  "is larger than {size} MB: save it smaller and upload again": "{size} MB से बड़ी है: इसे छोटा करके पुनः अपलोड करें",

  // The contract's checks (zod).
  "is required": "आवश्यक है",
  "must not be blank": "रिक्त नहीं होना चाहिए",
  "must be text": "पाठ होना चाहिए",
  "must be a number": "संख्या होनी चाहिए",
  "must be a whole number": "पूर्ण संख्या होनी चाहिए",
  "must be a number or null": "संख्या या null होना चाहिए",
  "must be true or false": "true या false होना चाहिए",
  "must be at least {min}": "कम से कम {min} होना चाहिए",
  "must be at most {max}": "अधिकतम {max} होना चाहिए",
  "must be at most {max} characters": "अधिकतम {max} अक्षरों का होना चाहिए",
  "must not be negative": "ऋणात्मक नहीं होना चाहिए",
  "must be one of {values}": "इनमें से एक होना चाहिए: {values}",
  "has unknown field {fields}": "अज्ञात फ़ील्ड है: {fields}",
  "has unknown fields {fields}": "अज्ञात फ़ील्ड हैं: {fields}",
  "must be a JSON object": "JSON ऑब्जेक्ट होना चाहिए",
  "contains characters that cannot be stored (NUL or broken unicode)":
    "ऐसे वर्ण हैं जिन्हें सहेजा नहीं जा सकता (NUL या टूटा हुआ यूनिकोड)",
  "must not contain bidirectional control characters (such as U+202E)":
    "द्विदिश नियंत्रण वर्ण (जैसे U+202E) नहीं होने चाहिए",
  "must be a number (an id)": "संख्या होनी चाहिए (आईडी)",
  "must be a whole number (an id)": "पूर्ण संख्या होनी चाहिए (आईडी)",
  "must be a positive id": "धनात्मक आईडी होनी चाहिए",
  "is not a valid id": "मान्य आईडी नहीं है",
  "must be a question id": "प्रश्न की आईडी होनी चाहिए",
  "must be a list of notice ids": "सूचना आईडी की सूची होनी चाहिए",
  "must be a page number": "पृष्ठ संख्या होनी चाहिए",
  "must be a whole page number": "पृष्ठ की पूर्ण संख्या होनी चाहिए",
  "is too large": "बहुत बड़ा है",
  "must be a list": "सूची होनी चाहिए",
  "must be a list of 4 or 5 texts": "4 या 5 पाठों की सूची होनी चाहिए",
  "must not contain the same option twice": "एक ही विकल्प दो बार नहीं होना चाहिए",
  "are empty: write the text of each option": "खाली हैं: प्रत्येक विकल्प का पाठ लिखें",
  "must be a list of option indexes": "विकल्प सूचकांकों की सूची होनी चाहिए",
  "must name at least one correct option": "कम से कम एक सही विकल्प बताना आवश्यक है",
  "must name at most 5 options": "अधिकतम 5 विकल्प बताए जा सकते हैं",
  "must not name the same option twice": "एक ही विकल्प दो बार नहीं बताया जा सकता",
  "must be a whole number from 0 to 4 (the index of the correct option)":
    "0 से 4 तक की पूर्ण संख्या होनी चाहिए (सही विकल्प का सूचकांक)",
  "must be option indexes from 0 to 4": "0 से 4 तक के विकल्प सूचकांक होने चाहिए",
  "must be a number (the smallest accepted value)": "संख्या होनी चाहिए (न्यूनतम स्वीकार्य मान)",
  "must be a number (the largest accepted value)": "संख्या होनी चाहिए (अधिकतम स्वीकार्य मान)",
  "must be a finite number (the smallest accepted value)": "परिमित संख्या होनी चाहिए (न्यूनतम स्वीकार्य मान)",
  "must be a finite number (the largest accepted value)": "परिमित संख्या होनी चाहिए (अधिकतम स्वीकार्य मान)",
  "must be the accepted range: the smallest and largest accepted values (the same for an exact value)":
    "स्वीकार्य सीमा होनी चाहिए: स्वीकार्य न्यूनतम और अधिकतम मान (सटीक मान के लिए दोनों समान)",
  "must be the accepted range: the smallest and largest accepted values":
    "स्वीकार्य सीमा होनी चाहिए: स्वीकार्य न्यूनतम और अधिकतम मान",
  "must not be larger than the largest accepted value": "स्वीकार्य अधिकतम मान से बड़ा नहीं होना चाहिए",
  "must be an option index 0-4": "0-4 का विकल्प सूचकांक होना चाहिए",
  "choose at least one option": "कम से कम एक विकल्प चुनें",
  "must be a date (YYYY-MM-DD)": "तिथि होनी चाहिए (YYYY-MM-DD)",
  "must be a date written YYYY-MM-DD": "YYYY-MM-DD के रूप में लिखी तिथि होनी चाहिए",
  "is not a real calendar date (2000-2100)": "वास्तविक कैलेंडर तिथि नहीं है (2000-2100)",
  "is not a real date": "वास्तविक तिथि नहीं है",
  "is not a real calendar date": "वास्तविक कैलेंडर तिथि नहीं है",
  "must be an admin's id": "किसी व्यवस्थापक की आईडी होनी चाहिए",
  "must be a staff member's id": "स्टाफ़ के किसी सदस्य की आईडी होनी चाहिए",
  "must not be after to": "to के बाद की नहीं होनी चाहिए",
  "must be a date and time": "तिथि और समय होना चाहिए",
  "must be an ISO date and time with its offset (e.g. 2026-11-24T10:00:00+05:30)":
    "ऑफ़सेट सहित ISO तिथि और समय होना चाहिए (जैसे 2026-11-24T10:00:00+05:30)",
  "must not be blank (paste your CSV data)": "रिक्त नहीं होना चाहिए (अपना CSV डेटा चिपकाएँ)",
  "is larger than 1 MB: split the file into smaller files (at most 2,000 questions each)":
    "1 MB से बड़ा है: फ़ाइल को छोटी फ़ाइलों में बाँटें (प्रत्येक में अधिकतम 2,000 प्रश्न)",
  "must say why (at least 5 characters)": "कारण बताना आवश्यक है (कम से कम 5 अक्षर)",
  "must say why, in at least 10 characters": "कारण बताना आवश्यक है, कम से कम 10 अक्षरों में",
  "must be from 1 to 5": "1 से 5 तक होना चाहिए",
  "must be a number from 1 to 5": "1 से 5 तक की संख्या होनी चाहिए",
  "must be a whole number from 1 to 5": "1 से 5 तक की पूर्ण संख्या होनी चाहिए",
  "is required to mark a report {status}": "रिपोर्ट को '{status}' चिह्नित करने के लिए आवश्यक है",
  'must be a route pattern such as "/quiz/:id", not a URL': '"/quiz/:id" जैसा रूट पैटर्न होना चाहिए, URL नहीं',
  "must hold at least one metric": "कम से कम एक माप होना चाहिए",
  "must hold at most {max} metrics": "अधिकतम {max} माप होने चाहिए",
  "must be 1, 7 or 28": "1, 7 या 28 होना चाहिए",
  "must be a number of days": "दिनों की संख्या होनी चाहिए",
  "must be a whole number of days": "दिनों की पूर्ण संख्या होनी चाहिए",

  // A question CSV's problems, file-wide and per row (src/server/features/admin/csv-import.ts); a row's
  // "column: what is wrong" keeps the column's name, as the file's header writes it.
  "The file is larger than 1 MB ({count} characters). Split it into smaller files of at most {max} questions.":
    "फ़ाइल 1 MB से बड़ी है ({count} वर्ण)। इसे अधिकतम {max} प्रश्नों की छोटी फ़ाइलों में बाँटें।",
  "The file contains characters that cannot be stored (a NUL byte or broken unicode). Save it as UTF-8 text.":
    "फ़ाइल में ऐसे वर्ण हैं जिन्हें सहेजा नहीं जा सकता (NUL बाइट या टूटा यूनिकोड)। इसे UTF-8 टेक्स्ट के रूप में सहेजें।",
  "The file contains bidirectional control characters (such as U+202E), which would show the text out of order. Remove them and upload again.":
    "फ़ाइल में द्विदिश नियंत्रण वर्ण (जैसे U+202E) हैं, जिनसे टेक्स्ट गलत क्रम में दिखेगा। इन्हें हटाकर फिर से अपलोड करें।",
  'A quoted field starting on this line is never closed: add the missing double quote (")':
    'इस पंक्ति से शुरू होने वाला उद्धरण-चिह्नित फ़ील्ड कहीं बंद नहीं होता: छूटा हुआ दोहरा उद्धरण चिह्न (") जोड़ें',
  'A quoted field on this row has text after its closing quote. Write a quote inside quoted text as two quotes ("")':
    'इस पंक्ति के एक उद्धरण-चिह्नित फ़ील्ड में बंद करने वाले उद्धरण चिह्न के बाद भी टेक्स्ट है। उद्धरण-चिह्नित टेक्स्ट के भीतर उद्धरण चिह्न को दो उद्धरण चिह्नों ("") के रूप में लिखें',
  "The file could not be read as CSV: {problem}": "फ़ाइल CSV के रूप में पढ़ी नहीं जा सकी: {problem}",
  "The file is empty. The first row must be the header: {header}.":
    "फ़ाइल खाली है। पहली पंक्ति शीर्ष पंक्ति होनी चाहिए: {header}।",
  "The file has a header row but no question rows.": "फ़ाइल में शीर्ष पंक्ति है, पर प्रश्नों की कोई पंक्ति नहीं है।",
  "The file has {count} question rows; at most {max} can be uploaded at once. Split it into smaller files.":
    "फ़ाइल में प्रश्नों की {count} पंक्तियाँ हैं; एक बार में अधिकतम {max} अपलोड की जा सकती हैं। इसे छोटी फ़ाइलों में बाँटें।",
  "The header row is wrong ({problems}). The first row must name the columns {header}.":
    "शीर्ष पंक्ति गलत है ({problems})। पहली पंक्ति में ये कॉलम होने चाहिए: {header}।",
  "the row has {width} values but the header has {columns} columns. Wrap text that contains commas in double quotes.":
    "पंक्ति में {width} मान हैं, पर शीर्ष पंक्ति में {columns} कॉलम हैं। अल्पविराम वाले टेक्स्ट को दोहरे उद्धरण चिह्नों में रखें।",
  'must be one of {values} (got "{got}")': 'इनमें से एक होना चाहिए: {values} ("{got}" मिला)',
  "must not be blank (one of {values})": "रिक्त नहीं होना चाहिए (इनमें से एक: {values})",
  "must be blank for a numerical question": "संख्यात्मक प्रश्न में रिक्त होना चाहिए",
  "must be blank for a numerical question (give numericMin and numericMax)":
    "संख्यात्मक प्रश्न में रिक्त होना चाहिए (numericMin और numericMax दें)",
  "must not be blank for a numerical question": "संख्यात्मक प्रश्न में रिक्त नहीं होना चाहिए",
  'must not be blank for a multiple-correct question (letters such as "a;c")':
    'एक से अधिक सही उत्तर वाले प्रश्न में रिक्त नहीं होना चाहिए ("a;c" जैसे अक्षर)',
  'must be letters from {letters} separated by ";" (got "{got}")':
    '";" से अलग किए गए अक्षर होने चाहिए, इनमें से: {letters} ("{got}" मिला)',
  'must not name the same option twice (got "{got}")': 'एक ही विकल्प दो बार नहीं होना चाहिए ("{got}" मिला)',
  "is the same as {other}": "{other} के समान है",
  'must be a number (got "{got}")': 'संख्या होनी चाहिए ("{got}" मिला)',
  "must not be larger than numericMax ({min} > {max})": "numericMax से बड़ा नहीं होना चाहिए ({min} > {max})",
  '"{letter}" is not lowercase; read as "{read}"': '"{letter}" छोटा अक्षर नहीं है; "{read}" पढ़ा गया',
  "math is nested too deeply (at most {max} levels of braces)":
    "गणित बहुत गहराई तक नेस्टेड है (कोष्ठकों के अधिकतम {max} स्तर)",
  "must not be blank when the row has Hindi (give all of its Hindi texts or none)":
    "पंक्ति में हिंदी हो तो रिक्त नहीं होना चाहिए (उसके सभी हिंदी पाठ दें या कोई नहीं)",
  "must be blank when {column} is blank": "{column} रिक्त हो तो यह भी रिक्त होना चाहिए",
  "must be at most {max} characters (an id or a slug)": "अधिकतम {max} अक्षरों का होना चाहिए (एक id या slug)",
  "must be at most {max} characters (a file name)": "अधिकतम {max} अक्षरों का होना चाहिए (एक फ़ाइल का नाम)",
  "is empty, but imageAlt describes a picture: name its file":
    "रिक्त है, पर imageAlt एक चित्र का वर्णन करता है: उसकी फ़ाइल का नाम दें",
  "a question shows one passage, table or figure: give either stimulus or image, not both":
    "एक प्रश्न एक ही गद्यांश, तालिका या चित्र दिखाता है: stimulus या image में से एक दें, दोनों नहीं",
  "a CSV with pictures is imported as a .zip (the CSV and its pictures) in the Import/export tab":
    "चित्रों वाली CSV आयात/निर्यात टैब में .zip (CSV और उसके चित्र) के रूप में आयात होती है",
  'must be a date written YYYY-MM-DD (got "{got}")': 'YYYY-MM-DD के रूप में लिखी तिथि होनी चाहिए ("{got}" मिला)',
  'is not a real calendar date from 2000 to 2100 (got "{got}")':
    'वर्ष 2000 से 2100 तक की वास्तविक कैलेंडर तिथि नहीं है ("{got}" मिला)',
  'no passage, table or figure has the id or slug "{ref}"':
    'किसी गद्यांश, तालिका या चित्र की id या slug "{ref}" नहीं है',
  '"{ref}" belongs to another exam than the quiz\'s': '"{ref}" क्विज़ की परीक्षा का नहीं, किसी अन्य परीक्षा का है',

  // A bank import's problems with a file or an item, as each exchange format words them.
  ...BANK_FORMAT_HINDI,
  // What an export's format could not carry.
  ...NOT_CARRIED_HINDI,

  // Questions stored as their parts (assertion-reason, statements, match-the-list, tables).
  "leave text out when a structure is given": "संरचना दी गई हो तो text न लिखें",
  "the Hindi structure needs an English one of its kind":
    "हिंदी संरचना के साथ उसी प्रकार की अंग्रेज़ी संरचना भी चाहिए",
  "must be of the English structure's kind ({english}), not {hindi}":
    "अंग्रेज़ी संरचना के ही प्रकार ({english}) की होनी चाहिए, {hindi} की नहीं",
  "a mark such as 1 or A": "1 या A जैसा चिह्न",
  "at least two statements": "कम से कम दो कथन",
  "a code such as A or I": "A या I जैसा कूट",
  "at least two entries": "कम से कम दो प्रविष्टियाँ",
  "at least two columns": "कम से कम दो स्तंभ",
  "at least one row": "कम से कम एक पंक्ति",
  "every row needs as many cells as the header": "हर पंक्ति में शीर्ष पंक्ति जितने ही खाने होने चाहिए",
  'no section of paper {papers} takes the subject "{subject}"':
    'प्रश्नपत्र {papers} का कोई खंड विषय "{subject}" नहीं लेता',
  "This attempt is still being scored: try again in a minute":
    "इस प्रयास के अंक अभी गिने जा रहे हैं: एक मिनट बाद फिर से प्रयास करें",
};

/**
 * Messages a client reads as a signal rather than shows, so they stay in English whatever the language:
 * the analytics page shows its premium lock when the 403 says "Premium subscription required"
 * (`isPremiumRequired` in src/client/features/analytics/use-preparedness.ts) and shows the lock, in the
 * learner's language, instead of the message. Their Hindi is in HINDI, ready for when the client keys
 * on the status instead.
 */
export const KEPT_IN_ENGLISH: ReadonlySet<string> = new Set(["Premium subscription required"]);

/** Values that are words, read in Hindi inside a Hindi message (by the name of their `{value}`). */
export const VALUE_WORDS: Record<string, Record<string, string>> = {
  kind: { passage: "गद्यांश", table: "तालिका", figure: "चित्र" },
  type: { single: "एक सही उत्तर वाला", multiple: "एक से अधिक सही उत्तर वाला", numerical: "संख्यात्मक" },
  status: { new: "नई", "looking into it": "जाँच जारी", fixed: "सुधारी गई", "no change": "कोई परिवर्तन नहीं" },
};

/** Values a Hindi message words anew (by the name of their `{value}`): a moment, with no am or pm. */
const VALUE_FORMATS: Record<string, (value: string) => string> = { time: istMomentInHindi };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{value}` names of a text, in order. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);

type Pattern = { match: RegExp; names: string[]; hindi: string };

/** Entries with values, most specific (longest fixed text) first, so "at most {max} characters" wins over "at most {max}". */
const PATTERNS: Pattern[] = Object.entries(HINDI)
  .filter(([english]) => placeholdersOf(english).length > 0)
  .sort(([a], [b]) => b.replace(PLACEHOLDER, "").length - a.replace(PLACEHOLDER, "").length)
  .map(([english, hindi]) => ({
    match: new RegExp(
      `^${english
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 1 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("")}$`,
      "s",
    ),
    names: placeholdersOf(english),
    hindi,
  }));

/** The Hindi of one whole message or one "what is wrong" part, or null without an entry. */
function hindiOf(english: string): string | null {
  const fixed = HINDI[english];
  if (fixed !== undefined && placeholdersOf(english).length === 0) return fixed;
  for (const { match, names, hindi } of PATTERNS) {
    const found = match.exec(english);
    if (!found) continue;
    const values = new Map(names.map((name, i) => [name, found[i + 1] as string]));
    return hindi.replace(PLACEHOLDER, (_, name: string) => {
      const value = values.get(name) ?? "";
      return VALUE_WORDS[name]?.[value.toLowerCase()] ?? VALUE_FORMATS[name]?.(value) ?? value;
    });
  }
  return null;
}

/** "field: what is wrong", the field a path (answers.12, options.2, body). */
const FIELD_MESSAGE = /^([\w.{}]+): ([\s\S]+)$/;

/**
 * `message` in `language`: itself in English; in Hindi its entry, or its field and its "what is wrong"
 * each translated, or (without an entry) the English unchanged.
 */
export function translateError(message: string, language: Language): string {
  if (language === "en" || KEPT_IN_ENGLISH.has(message)) return message;
  const whole = hindiOf(message);
  if (whole !== null) return whole;
  const parts = FIELD_MESSAGE.exec(message);
  const rest = parts ? hindiOf(parts[2] as string) : null;
  return parts && rest !== null ? `${fieldLabel(parts[1] as string, language)}: ${rest}` : message;
}

/**
 * A validation message "field: what is wrong" in `language`, from its parts: the English as the
 * handler has always written it, and in Hindi the field's Hindi label with the Hindi of the problem
 * (its entry, else `fallback`, zod's own Hindi for a message zod wrote itself).
 */
export function validationMessage(
  field: string,
  problem: string,
  language: Language,
  fallback?: () => string | null,
): string {
  const english = `${fieldLabel(field)}: ${problem}`;
  if (language === "en") return english;
  const hindi = hindiOf(problem) ?? fallback?.() ?? null;
  return hindi === null ? english : `${fieldLabel(field, language)}: ${hindi}`;
}

/** The language of a request: the language cookie the client sets, else Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers["accept-language"], chosenLanguage(request));
}

const CHOSEN = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/** The cookie as @fastify/cookie parsed it, or read from the header for an error raised before it ran. */
function chosenLanguage(request: FastifyRequest): string | undefined {
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  if (cookies) return cookies[LANGUAGE_COOKIE];
  return CHOSEN.exec(request.headers.cookie ?? "")?.[1]?.trim();
}
