import type { LocalizedText, QuestionOption } from '#openapi/exam.ts';
import type { CourseBank } from './store.ts';

// OptionIDs are the QuestionID times ten plus the option's place (1011, 1012, ...), so every id is
// unique across the banks and a test can name the right option without looking it up.

/** Text that reads the same in English and Tamil: numbers, amounts, code, technical terms. */
const same = (text: string): LocalizedText => ({ en: text, tn: text });

/** Text of the English course, which has no Tamil because it tests English. */
const english = (text: string): LocalizedText => ({ en: text });

const choices = (QuestionID: number, texts: LocalizedText[]): QuestionOption[] =>
  texts.map((text, index) => ({ OptionID: QuestionID * 10 + index + 1, text }));

const selectAllTn = 'பொருந்தும் அனைத்தையும் தேர்ந்தெடுக்கவும்.';
const numberOnlyTn = 'எண்ணை மட்டும் தட்டச்சு செய்யவும்.';
const bothEndsTn = 'Loop-கள் இரு முனை மதிப்புகளையும் உள்ளடக்கும்.';

const aptitude: CourseBank = {
  CourseID: 1,
  courseName: 'Aptitude',
  questions: [
    {
      QuestionID: 101,
      kind: 'single',
      text: {
        en: 'A shirt priced at ₹800 is sold at a 15% discount. What is its selling price?',
        tn: '₹800 விலையுள்ள ஒரு சட்டை 15% தள்ளுபடியில் விற்கப்படுகிறது. அதன் விற்பனை விலை என்ன?',
      },
      options: choices(101, ['₹665', '₹680', '₹700', '₹720'].map(same)),
      marks: 1,
      correct: [1012],
    },
    {
      QuestionID: 102,
      kind: 'single',
      text: {
        en: 'Ravi can finish a piece of work in 12 days and Sita can finish it in 6 days. Working together, in how many days will they finish it?',
        tn: 'ரவி ஒரு வேலையை 12 நாட்களில் முடிப்பார்; சீதா அதை 6 நாட்களில் முடிப்பார். இருவரும் சேர்ந்து செய்தால் அந்த வேலையை எத்தனை நாட்களில் முடிப்பார்கள்?',
      },
      options: choices(
        102,
        [3, 4, 8, 9].map((days) => ({ en: `${days} days`, tn: `${days} நாட்கள்` })),
      ),
      marks: 1,
      correct: [1022],
    },
    {
      QuestionID: 103,
      kind: 'multiple',
      text: {
        en: 'Which of these numbers are prime? Select all that apply.',
        tn: `இவற்றில் எவை பகா எண்கள்? ${selectAllTn}`,
      },
      options: choices(103, ['29', '51', '53', '91', '97'].map(same)),
      marks: 1,
      correct: [1031, 1033, 1035],
    },
    {
      QuestionID: 104,
      kind: 'text',
      text: {
        en: 'What is the simple interest, in rupees, on ₹5,000 at 8% per annum for 3 years? Type the number only.',
        tn: `ஆண்டுக்கு 8% தனி வட்டி வீதத்தில் ₹5,000-க்கு 3 ஆண்டுகளுக்கான வட்டி எத்தனை ரூபாய்? ${numberOnlyTn}`,
      },
      options: [],
      marks: 1,
      correct: ['1200', '1,200'],
    },
    {
      QuestionID: 105,
      kind: 'single',
      text: {
        en: 'A train 150 m long passes a signal pole in 10 seconds. What is its speed in km/h?',
        tn: '150 மீ நீளமுள்ள ஒரு ரயில் ஒரு சிக்னல் கம்பத்தை 10 வினாடிகளில் கடக்கிறது. அதன் வேகம் மணிக்கு எத்தனை கி.மீ?',
      },
      options: choices(
        105,
        [15, 45, 54, 60].map((speed) => ({ en: `${speed} km/h`, tn: `மணிக்கு ${speed} கி.மீ` })),
      ),
      marks: 1,
      correct: [1053],
    },
    {
      QuestionID: 106,
      kind: 'single',
      text: {
        en: 'What comes next in the series 2, 6, 12, 20, 30, …?',
        tn: '2, 6, 12, 20, 30, … என்ற தொடரில் அடுத்து வரும் எண் எது?',
      },
      options: choices(106, ['36', '40', '42', '44'].map(same)),
      marks: 1,
      correct: [1063],
    },
    {
      QuestionID: 107,
      kind: 'single',
      text: {
        en: '₹1,200 is divided between Anil and Bala in the ratio 3 : 5. How much does Bala get?',
        tn: '₹1,200 தொகை அனில், பாலா இருவருக்கும் 3 : 5 என்ற விகிதத்தில் பிரிக்கப்படுகிறது. பாலாவுக்கு எவ்வளவு கிடைக்கும்?',
      },
      options: choices(107, ['₹450', '₹600', '₹720', '₹750'].map(same)),
      marks: 1,
      correct: [1074],
    },
    {
      QuestionID: 108,
      kind: 'multiple',
      text: {
        en: 'Which of these numbers are divisible by both 3 and 4? Select all that apply.',
        tn: `இவற்றில் எந்த எண்கள் 3, 4 ஆகிய இரண்டாலும் மீதியின்றி வகுபடும்? ${selectAllTn}`,
      },
      options: choices(108, ['54', '48', '90', '132', '84'].map(same)),
      marks: 1,
      correct: [1082, 1084, 1085],
    },
    {
      QuestionID: 109,
      kind: 'single',
      text: {
        en: 'Statements: All pens are books. No book is a chair. Which conclusion definitely follows?',
        tn: 'கூற்றுகள்: எல்லாப் பேனாக்களும் புத்தகங்கள். எந்தப் புத்தகமும் நாற்காலி அல்ல. இவற்றிலிருந்து நிச்சயமாகப் பெறப்படும் முடிவு எது?',
      },
      options: choices(109, [
        { en: 'Some pens are chairs.', tn: 'சில பேனாக்கள் நாற்காலிகள்.' },
        { en: 'No pen is a chair.', tn: 'எந்தப் பேனாவும் நாற்காலி அல்ல.' },
        { en: 'All chairs are pens.', tn: 'எல்லா நாற்காலிகளும் பேனாக்கள்.' },
        { en: 'Some books are not pens.', tn: 'சில புத்தகங்கள் பேனாக்கள் அல்ல.' },
      ]),
      marks: 1,
      correct: [1092],
    },
    {
      QuestionID: 110,
      kind: 'multiple',
      text: {
        en: 'A shopkeeper buys an article for ₹400. Which of these selling prices give him a profit of at least 20%? Select all that apply.',
        tn: `ஒரு கடைக்காரர் ஒரு பொருளை ₹400-க்கு வாங்குகிறார். இவற்றில் எந்த விற்பனை விலைகள் அவருக்குக் குறைந்தது 20% லாபம் தரும்? ${selectAllTn}`,
      },
      options: choices(110, ['₹460', '₹480', '₹475', '₹520', '₹500'].map(same)),
      marks: 2,
      correct: [1102, 1104, 1105],
    },
    {
      QuestionID: 111,
      kind: 'text',
      text: {
        en: 'The average of five numbers is 18. When one of them is removed, the average of the other four is 16. Which number was removed? Type the number only.',
        tn: `ஐந்து எண்களின் சராசரி 18. அவற்றில் ஓர் எண்ணை நீக்கியதும் மீதமுள்ள நான்கு எண்களின் சராசரி 16 ஆகிறது. நீக்கப்பட்ட எண் எது? ${numberOnlyTn}`,
      },
      options: [],
      marks: 2,
      correct: ['26'],
    },
    {
      QuestionID: 112,
      kind: 'single',
      text: {
        en: 'Priya is 4 years older than Karthik. Five years ago the sum of their ages was 30. How old is Priya now?',
        tn: 'பிரியா கார்த்திக்கை விட 4 வயது மூத்தவர். ஐந்து ஆண்டுகளுக்கு முன்பு இருவரின் வயதுகளின் கூட்டுத்தொகை 30. பிரியாவின் தற்போதைய வயது என்ன?',
      },
      options: choices(
        112,
        [18, 20, 22, 24].map((age) => ({ en: `${age} years`, tn: `${age} வயது` })),
      ),
      marks: 2,
      correct: [1123],
    },
  ],
};

const programmingBasics: CourseBank = {
  CourseID: 2,
  courseName: 'Programming Basics',
  questions: [
    {
      QuestionID: 201,
      kind: 'single',
      text: {
        en: 'What is the worst-case time complexity of binary search on a sorted array of n elements?',
        tn: 'n உறுப்புகள் கொண்ட வரிசைப்படுத்தப்பட்ட array-இல் binary search-இன் மோசமான நிலை time complexity என்ன?',
      },
      options: choices(201, ['O(1)', 'O(log n)', 'O(n)', 'O(n log n)'].map(same)),
      marks: 1,
      correct: [2012],
    },
    {
      QuestionID: 202,
      kind: 'single',
      text: {
        en: 'Which data structure removes items in last-in, first-out (LIFO) order?',
        tn: 'கடைசியாகச் சேர்த்ததை முதலில் எடுக்கும் (LIFO) முறையில் உருப்படிகளை நீக்கும் data structure எது?',
      },
      options: choices(202, ['Queue', 'Hash table', 'Stack', 'Linked list'].map(same)),
      marks: 1,
      correct: [2023],
    },
    {
      QuestionID: 203,
      kind: 'single',
      text: {
        en: 'What does this pseudocode print? Loops include both ends.\n\ntotal = 0\nfor i = 1 to 4\n    total = total + i\nprint(total)',
        tn: `இந்த pseudocode என்ன அச்சிடும்? ${bothEndsTn}\n\ntotal = 0\nfor i = 1 to 4\n    total = total + i\nprint(total)`,
      },
      options: choices(203, ['4', '6', '10', '15'].map(same)),
      marks: 1,
      correct: [2033],
    },
    {
      QuestionID: 204,
      kind: 'multiple',
      text: {
        en: 'Which of these SQL statements change the rows stored in a table? Select all that apply.',
        tn: `இவற்றில் எந்த SQL statements ஒரு table-இல் சேமிக்கப்பட்ட rows-ஐ மாற்றும்? ${selectAllTn}`,
      },
      options: choices(204, ['UPDATE', 'SELECT', 'DELETE', 'INSERT'].map(same)),
      marks: 1,
      correct: [2041, 2043, 2044],
    },
    {
      QuestionID: 205,
      kind: 'single',
      text: {
        en: 'What does f(4) return?\n\nfunction f(n)\n    if n <= 1\n        return 1\n    return n * f(n - 1)',
        tn: 'f(4) என்ன மதிப்பைத் திருப்பித் தரும்?\n\nfunction f(n)\n    if n <= 1\n        return 1\n    return n * f(n - 1)',
      },
      options: choices(205, ['4', '10', '24', '120'].map(same)),
      marks: 1,
      correct: [2053],
    },
    {
      QuestionID: 206,
      kind: 'text',
      text: {
        en: 'What is the decimal value of the binary number 101101? Type the number only.',
        tn: `Binary எண் 101101-இன் தசம (decimal) மதிப்பு என்ன? ${numberOnlyTn}`,
      },
      options: [],
      marks: 1,
      correct: ['45'],
    },
    {
      QuestionID: 207,
      kind: 'single',
      text: {
        en: 'When x = 7, which of these expressions is true?',
        tn: 'x = 7 எனில், இவற்றில் எந்த expression true ஆகும்?',
      },
      options: choices(
        207,
        ['x > 5 AND x < 7', 'NOT (x > 5)', 'x % 2 == 0', 'x < 5 OR x == 7'].map(same),
      ),
      marks: 1,
      correct: [2074],
    },
    {
      QuestionID: 208,
      kind: 'multiple',
      text: {
        en: 'Which of these git commands contact a remote repository? Select all that apply.',
        tn: `இவற்றில் எந்த git கட்டளைகள் remote repository-ஐத் தொடர்பு கொள்கின்றன? ${selectAllTn}`,
      },
      options: choices(
        208,
        ['git commit', 'git push', 'git status', 'git fetch', 'git pull'].map(same),
      ),
      marks: 1,
      correct: [2082, 2084, 2085],
    },
    {
      QuestionID: 209,
      kind: 'single',
      text: {
        en: 'Which SQL clause filters the groups that GROUP BY has formed?',
        tn: 'GROUP BY உருவாக்கிய குழுக்களை (groups) வடிகட்டும் SQL clause எது?',
      },
      options: choices(209, ['WHERE', 'ORDER BY', 'HAVING', 'LIMIT'].map(same)),
      marks: 1,
      correct: [2093],
    },
    {
      QuestionID: 210,
      kind: 'multiple',
      text: {
        en: 'Which of these are true of a hash table (a dictionary or map) with a good hash function? Select all that apply.',
        tn: `நல்ல hash function கொண்ட ஒரு hash table (dictionary அல்லது map) பற்றி இவற்றில் எவை உண்மை? ${selectAllTn}`,
      },
      options: choices(210, [
        {
          en: 'Looking up a key takes O(1) time on average.',
          tn: 'ஒரு key-ஐத் தேட சராசரியாக O(1) நேரம் ஆகும்.',
        },
        {
          en: 'It keeps its keys in sorted order.',
          tn: 'அது தன் keys-ஐ வரிசைப்படுத்திய ஒழுங்கில் வைத்திருக்கும்.',
        },
        {
          en: 'Two different keys can hash to the same bucket.',
          tn: 'இரண்டு வெவ்வேறு keys ஒரே bucket-க்கு hash ஆகலாம்.',
        },
        {
          en: 'Its keys must be integers.',
          tn: 'அதன் keys முழு எண்களாக (integers) இருக்க வேண்டும்.',
        },
      ]),
      marks: 2,
      correct: [2101, 2103],
    },
    {
      QuestionID: 211,
      kind: 'text',
      text: {
        en: 'What does f(6) return? Type the number only.\n\nfunction f(n)\n    if n < 2\n        return n\n    return f(n - 1) + f(n - 2)',
        tn: `f(6) என்ன மதிப்பைத் திருப்பித் தரும்? ${numberOnlyTn}\n\nfunction f(n)\n    if n < 2\n        return n\n    return f(n - 1) + f(n - 2)`,
      },
      options: [],
      marks: 2,
      correct: ['8'],
    },
    {
      QuestionID: 212,
      kind: 'single',
      text: {
        en: 'How many times does this pseudocode print "hi"? Loops include both ends.\n\nfor i = 1 to 3\n    for j = 1 to i\n        print("hi")',
        tn: `இந்த pseudocode "hi"-ஐ எத்தனை முறை அச்சிடும்? ${bothEndsTn}\n\nfor i = 1 to 3\n    for j = 1 to i\n        print("hi")`,
      },
      options: choices(212, ['3', '6', '9', '12'].map(same)),
      marks: 2,
      correct: [2122],
    },
  ],
};

const englishCommunication: CourseBank = {
  CourseID: 3,
  courseName: 'English Communication',
  questions: [
    {
      QuestionID: 301,
      kind: 'single',
      text: english(
        'Choose the word that completes the sentence: "The list of selected candidates ___ been sent to the college."',
      ),
      options: choices(301, ['has', 'have', 'are', 'were'].map(english)),
      marks: 1,
      correct: [3011],
    },
    {
      QuestionID: 302,
      kind: 'single',
      text: english('Choose the word closest in meaning to "meticulous".'),
      options: choices(302, ['Careless', 'Extremely careful', 'Quick', 'Talkative'].map(english)),
      marks: 1,
      correct: [3022],
    },
    {
      QuestionID: 303,
      kind: 'multiple',
      text: english(
        'Which of these belong in a formal email to a recruiter? Select all that apply.',
      ),
      options: choices(
        303,
        [
          'A clear subject line such as "Application for Software Trainee – Ravi Kumar"',
          'Writing the whole message in capital letters',
          'Opening with "Dear Ms. Sharma,"',
          'Text-message short forms such as "pls" and "u"',
          'Closing with "Regards," followed by your full name',
        ].map(english),
      ),
      marks: 1,
      correct: [3031, 3033, 3035],
    },
    {
      QuestionID: 304,
      kind: 'text',
      text: english('Type the past tense of the verb "go".'),
      options: [],
      marks: 1,
      correct: ['went'],
    },
    {
      QuestionID: 305,
      kind: 'single',
      text: english(
        'Choose the word that completes the sentence: "She has been working here ___ 2019."',
      ),
      options: choices(305, ['for', 'since', 'from', 'by'].map(english)),
      marks: 1,
      correct: [3052],
    },
    {
      QuestionID: 306,
      kind: 'single',
      text: english('Choose the word opposite in meaning to "scarce".'),
      options: choices(306, ['Rare', 'Costly', 'Limited', 'Plentiful'].map(english)),
      marks: 1,
      correct: [3064],
    },
    {
      QuestionID: 307,
      kind: 'single',
      text: english(
        'Read the notice: "The interview, originally scheduled for Monday, has been moved to Wednesday because the panel will be travelling on Monday." Why was the interview moved?',
      ),
      options: choices(
        307,
        [
          'The candidate asked for more time.',
          'The panel will be travelling on Monday.',
          'Wednesday is a holiday.',
          'The venue was not available on Monday.',
        ].map(english),
      ),
      marks: 1,
      correct: [3072],
    },
    {
      QuestionID: 308,
      kind: 'multiple',
      text: english('Which of these sentences are grammatically correct? Select all that apply.'),
      options: choices(
        308,
        [
          "He doesn't like coffee.",
          "She don't know the answer.",
          'They was late for the meeting.',
          'Each of the students has a laptop.',
          'I have lived in Chennai since 2015.',
        ].map(english),
      ),
      marks: 2,
      correct: [3081, 3084, 3085],
    },
    {
      QuestionID: 309,
      kind: 'single',
      text: english('What does the idiom "to call it a day" mean?'),
      options: choices(
        309,
        [
          'To phone someone every day',
          'To give a special day a name',
          'To stop working for the day',
          'To start work early',
        ].map(english),
      ),
      marks: 1,
      correct: [3093],
    },
    {
      QuestionID: 310,
      kind: 'multiple',
      text: english('Which of these words are spelt correctly? Select all that apply.'),
      options: choices(
        310,
        ['recieve', 'accommodate', 'occured', 'necessary', 'definitely'].map(english),
      ),
      marks: 1,
      correct: [3102, 3104, 3105],
    },
    {
      QuestionID: 311,
      kind: 'text',
      text: english(
        'Type the one word that completes the sentence: "I look forward ___ hearing from you."',
      ),
      options: [],
      marks: 1,
      correct: ['to'],
    },
    {
      QuestionID: 312,
      kind: 'single',
      text: english(
        'Choose the correct reported speech for: He said, "I am preparing for the interview."',
      ),
      options: choices(
        312,
        [
          'He said that I am preparing for the interview.',
          'He said that he is prepared for the interview.',
          'He says that he was preparing for the interview.',
          'He said that he was preparing for the interview.',
        ].map(english),
      ),
      marks: 2,
      correct: [3124],
    },
  ],
};

/** The stub's courses with their question banks and right answers (D15); fixed, so reset() keeps them. */
export const courseBanks: CourseBank[] = [aptitude, programmingBasics, englishCommunication];
