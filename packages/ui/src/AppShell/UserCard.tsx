import { Avatar } from '../Avatar';
import { userCard, userDetail, userName, userText } from './AppShell.css';
import type { AppShellUser } from './appShellTypes';

/** The user's avatar, name and detail lines. */
export function UserCard({ user }: { user: AppShellUser }) {
  return (
    <div className={userCard}>
      <Avatar name={user.name} src={user.imageUrl} size="lg" isDecorative />
      <div className={userText}>
        <span className={userName}>{user.name}</span>
        {user.details?.map((line) => (
          <span key={line} className={userDetail}>
            {line}
          </span>
        ))}
      </div>
    </div>
  );
}
