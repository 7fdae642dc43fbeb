import { describe, expect, it } from 'vitest';
import { composePage } from './prerender.ts';
import { dropUnusedCustomProperties } from './prerender-capture.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <title>CampusRecruit</title>
  <script defer src="/static/js/lib-react.1.js" nonce="__CSP_NONCE__"></script><script defer src="/static/js/index.2.js" nonce="__CSP_NONCE__"></script><link href="/static/css/index.3.css" rel="stylesheet"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const captured = {
  markup: '<main><h1>உள்நுழைக</h1></main>',
  css: '.auth-title{font-size:28px}',
  title: 'உள்நுழைக · <CampusRecruit>',
  lang: 'ta',
};

describe('a prerendered page', () => {
  const html = composePage(TEMPLATE, captured, { path: '/login', remembersEmail: true });

  it("puts the screen beside the empty #root, with the app's language and title", () => {
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain('<title>உள்நுழைக · &lt;CampusRecruit&gt;</title>');
    expect(html).toContain(
      '<div id="prerendered"><main><h1>உள்நுழைக</h1></main></div><script nonce="__CSP_NONCE__">',
    );
    expect(html).toContain('</script><div id="root"></div>');
  });

  it("inlines its CSS in one nonce'd style, and asks for the app's files only from its script", () => {
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toContain(
      '<style nonce="__CSP_NONCE__" id="prerendered-style">.auth-title{font-size:28px}</style>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('rel="stylesheet"');
    const inline = html.slice(html.indexOf('<script nonce'));
    expect(inline).toContain('["/static/css/index.3.css"]');
    expect(inline).toContain('["/static/js/lib-react.1.js","/static/js/index.2.js"]');
  });

  it('fails the build when index.html no longer looks as expected', () => {
    expect(() =>
      composePage(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), captured, {
        path: '/login',
        remembersEmail: false,
      }),
    ).toThrow(/not found in index.html/);
  });
});

describe('the custom properties kept', () => {
  it('keeps those read, directly or through another kept one, and drops the rest', () => {
    const css =
      '.css-var-x{--ant-blue: #1677FF; --ant-primary: var(--ant-blue); --ant-purple: #722ED1;}' +
      ':root{--brand-colour: #1f3a8a;}' +
      '.ant-btn{color:var(--ant-primary);border-color:var( --brand-colour)}';
    expect(dropUnusedCustomProperties(css)).toBe(
      '.css-var-x{--ant-blue: #1677FF; --ant-primary: var(--ant-blue); }' +
        ':root{--brand-colour: #1f3a8a;}' +
        '.ant-btn{color:var(--ant-primary);border-color:var( --brand-colour)}',
    );
  });
});
