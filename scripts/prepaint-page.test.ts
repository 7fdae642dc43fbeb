import { describe, expect, it } from 'vitest';
import { HOLD_GLOBAL, PAGE_DATA_ID } from '../web/features/exam/pre-paint/page-data.ts';
import { HELD_TYPE } from './hold-app-scripts.ts';
import { composeTestPage, wordsOf } from './prepaint-page.ts';

// index.html as Rsbuild writes it, cut down: the head's first script asks for the translation file.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>CampusRecruit</title>
    <script nonce="__CSP_NONCE__">/* translation */</script>
  <script defer src="/static/js/index.2.js" nonce="__CSP_NONCE__"></script><link href="/static/css/index.3.css" rel="stylesheet"></head>
  <body>
    <div id="root"></div>
    <script nonce="__CSP_NONCE__">/* page files */</script>
  </body>
</html>`;

const captured = {
  markup: '<h1 data-prepaint="task-name"></h1><div data-prepaint="answer"></div>',
  css: '.question-view{color:red}',
  lang: 'ta',
  answers: {
    single: '<input type="radio">',
    multiple: '<input type="checkbox">',
    text: '<textarea></textarea>',
  },
};
const data = { language: 'tn', words: wordsOf('web/public', 'tn') };
const SCRIPT = 'window.x="</script>"';

describe('the test page (issue 29)', () => {
  it("opens with the pre-paint's script, before the style sheet and every other script", () => {
    const html = composeTestPage(TEMPLATE, captured, data, SCRIPT);
    const head = html.slice(0, html.indexOf('</head>'));
    const at = (text: string) => head.indexOf(text);
    expect(at('window.x=')).toBeGreaterThan(at(`id="${PAGE_DATA_ID}"`));
    expect(at('window.x=')).toBeLessThan(at('/* translation */'));
    expect(at('window.x=')).toBeLessThan(at('rel="stylesheet"'));
    // Inlined whole, and unable to end its element early.
    expect(head).toContain('<script nonce="__CSP_NONCE__">window.x="<\\/script>"</script>');
    expect(html).toContain('<html lang="ta">');
  });

  it('carries the words to fill in and the templates, with the copy’s rules', () => {
    const html = composeTestPage(TEMPLATE, captured, data, SCRIPT);
    const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`);
    expect(JSON.parse(json.exec(html)?.[1] ?? 'null')).toEqual({
      language: 'tn',
      words: {
        number: 'கேள்வி {{number}} / {{total}}',
        marks: { one: '{{count}} மதிப்பெண்', other: '{{count}} மதிப்பெண்கள்' },
      },
    });
    expect(html).toContain(
      '<template id="prepaint-screen"><h1 data-prepaint="task-name"></h1><div data-prepaint="answer"></div></template>' +
        '<template id="prepaint-answer-single"><input type="radio"></template>' +
        '<template id="prepaint-answer-multiple"><input type="checkbox"></template>' +
        '<template id="prepaint-answer-text"><textarea></textarea></template><div id="root"></div>',
    );
    expect(html).toContain(
      '.question-view{color:red}#prerendered~#root{display:none}[data-prepaint-hidden]{visibility:hidden!important}</style>',
    );
  });

  it("holds the app's scripts, which the page starts once the copy has painted", () => {
    const html = composeTestPage(TEMPLATE, captured, data, SCRIPT);
    expect(html).toContain(`<script type="${HELD_TYPE}" src="/static/js/index.2.js"`);
    expect(html).toContain(`var hold=window.${HOLD_GLOBAL};if(hold)hold.then(start);`);
  });

  it('fails the build when a kind of question was not captured, or index.html moved', () => {
    const { text: _, ...noText } = captured.answers;
    expect(() => composeTestPage(TEMPLATE, { ...captured, answers: noText }, data, SCRIPT)).toThrow(
      /no text question/,
    );
    expect(() =>
      composeTestPage(TEMPLATE.replace('<div id="root"></div>', ''), captured, data, SCRIPT),
    ).toThrow(/not found/);
  });
});
