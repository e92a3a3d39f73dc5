import { EmptyState } from '@/components/ui/list-states'

/** E5: what the section says against a service without X3 (the live one), instead of an error. */
export function BioUnsupported() {
  return (
    <EmptyState title="Bio pages need this dashboard’s own server">
      The API you are signed in to has no bio pages (it answered “not found” for them). Sign in to a Linkdash server to make
      link-in-bio pages; your links, QR codes and directories work as before.
    </EmptyState>
  )
}
