/** The title and lead line above each public form. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header>
      <h1 className="auth-title">{title}</h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
    </header>
  );
}
