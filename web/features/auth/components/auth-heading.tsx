import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';

/** The title and lead line above each public form; the title names the browser tab too. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <header>
      <h1 className="auth-title">{title}</h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
    </header>
  );
}
