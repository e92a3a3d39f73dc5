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
        <div className="flex items-center gap-2">
          <Avatar src={user.avatar} name={name} />
          {/* aria-label is not allowed on a plain div: the words are text, read on every screen size. */}
          <span className="sr-only">Signed in as {name}</span>
          <span aria-hidden="true" className="hidden max-w-[10rem] truncate text-sm font-medium md:inline">
            {name}
          </span>
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
