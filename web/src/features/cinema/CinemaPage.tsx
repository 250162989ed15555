import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Cinema: filled in by its feature's issue. */
export default function CinemaPage() {
  useDocumentTitle(undefined);
  return (
    <section className="page">
      <h1>Cinema</h1>
    </section>
  );
}
