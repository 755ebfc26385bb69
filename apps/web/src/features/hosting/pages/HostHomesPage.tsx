import { OwnListingsPage } from './OwnListingsPage';

export default function HostHomesPage() {
  return <OwnListingsPage kind="home" />;
}
