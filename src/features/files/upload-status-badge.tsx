import { Badge, type BadgeTone } from '@/components/ui/badge'
import type { UploadStatus } from './upload-queue'

const LOOK: Record<UploadStatus, [BadgeTone, string]> = {
  ready: ['slate', 'Ready'],
  queued: ['slate', 'Waiting'],
  uploading: ['blue', 'Uploading'],
  done: ['green', 'Uploaded'],
  failed: ['rose', 'Failed'],
  canceled: ['amber', 'Canceled'],
  refused: ['rose', 'Too large'],
}

export function UploadStatusBadge({ status }: { status: UploadStatus }) {
  const [tone, label] = LOOK[status]
  return <Badge tone={tone}>{label}</Badge>
}
