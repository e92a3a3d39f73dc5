import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'

export interface ShellUser {
  username: string
  email: string
  avatar: string
}

export function UserMenu({ user, onSignOut }: { user: ShellUser | undefined; onSignOut: () => void }) {
  const name = user ? user.username || user.email : ''
  return (
    <div className="flex items-center gap-2">
      {user && (
        <div className="flex items-center gap-2" aria-label={`Signed in as ${name}`}>
          <Avatar src={user.avatar} name={name} />
          <span className="hidden max-w-[10rem] truncate text-sm font-medium md:inline">{name}</span>
        </div>
      )}
      <Button variant="ghost" onClick={onSignOut}>
        <Icon name="logout" className="size-4" />
        <span className="hidden sm:inline">Sign out</span>
        <span className="sr-only sm:hidden">Sign out</span>
      </Button>
    </div>
  )
}
