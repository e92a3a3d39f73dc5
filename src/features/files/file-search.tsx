import { SearchBox } from '@/components/ui/search-box'

/** Searches the files by name on the server, once typing pauses; the URL holds the term. */
export function FileSearch({ value, onSearch }: { value: string; onSearch: (name: string) => void }) {
  return <SearchBox value={value} onSearch={onSearch} label="Search files by name" placeholder="Search by name…" maxLength={255} />
}
