import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Sports on TV: filled in by its feature's issue. */
export default function SportsOnTvPage() {
  useDocumentTitle(undefined);
  return (
    <section className="page">
      <h1>Sports on TV</h1>
    </section>
  );
}
