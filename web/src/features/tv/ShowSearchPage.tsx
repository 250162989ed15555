import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Search for a Show: filled in by its feature's issue. */
export default function ShowSearchPage() {
  useDocumentTitle(undefined);
  return (
    <section className="page">
      <h1>Search for a Show</h1>
    </section>
  );
}
