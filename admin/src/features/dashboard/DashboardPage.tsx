import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';
import { SECTIONS } from '../../lib/sections';
import { useSession } from '../../lib/session';

/** The landing page: for now, where to go (figures and recent orders come with Back office II). */
export default function DashboardPage() {
  const { staff, can } = useSession();
  const sections = SECTIONS.filter((section) => section.path !== '/' && can(section.permission));
  return (
    <Page title="Dashboard" intro={`Welcome, ${staff?.name ?? ''}.`}>
      <section aria-labelledby="dashboard-sections" className="panel">
        <h2 id="dashboard-sections">Your sections</h2>
        <ul className="link-grid">
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
