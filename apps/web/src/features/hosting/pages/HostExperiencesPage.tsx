import { OwnListingsPage } from './OwnListingsPage';

export default function HostExperiencesPage() {
  return <OwnListingsPage kind="experience" />;
}
