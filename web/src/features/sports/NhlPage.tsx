import { useDocumentTitle } from '../../components/useDocumentTitle';

/** NHL games: filled in by its feature's issue. */
export default function NhlPage() {
  useDocumentTitle(undefined);
  return (
    <section className="page">
      <h1>NHL games</h1>
    </section>
  );
}
