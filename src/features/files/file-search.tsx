import { SearchBox } from '@/components/ui/search-box'

export function FileSearch({ value, onSearch }: { value: string; onSearch: (name: string) => void }) {
  return <SearchBox value={value} onSearch={onSearch} label="Search files by name" placeholder="Search by name…" maxLength={255} />
}
