import { NavLink } from 'react-router-dom';

/** The two lists of Messages: what shoppers wrote, and who gets the newsletter. */
export function MessagesNav() {
  return (
    <nav className="subnav" aria-label="Messages">
      <NavLink to="/messages" end>
        Inbox
      </NavLink>
      <NavLink to="/messages/newsletter">Newsletter subscribers</NavLink>
    </nav>
  );
}
