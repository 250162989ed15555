import { useDocumentTitle } from '../../components/useDocumentTitle';

/** TV Show: filled in by its feature's issue. */
export default function ShowPage() {
  useDocumentTitle('TV Show');
  return (
    <section className="page">
      <h1>TV Show</h1>
    </section>
  );
}
