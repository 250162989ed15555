import { useDocumentTitle } from '../../components/useDocumentTitle';

/** MLB team: filled in by its feature's issue. */
export default function TeamPage() {
  useDocumentTitle(undefined);
  return (
    <section className="page">
      <h1>MLB team</h1>
    </section>
  );
}
