import PublicProfilePage from './PublicProfilePage';

/** `/users/:userId`: a public profile in the public shell, open to signed-out visitors (a listing's host). */
export default function UserPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <PublicProfilePage />
    </div>
  );
}
