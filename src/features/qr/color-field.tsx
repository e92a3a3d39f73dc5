import type { Control } from 'react-hook-form'
import { ColorField as SharedColorField } from '@/components/ui/color-field'
import { colourToHex, hexToRgb } from './colors'
import type { QrFormOutput, QrFormValues } from './qr-form-schema'

interface ColorFieldProps {
  control: Control<QrFormValues, unknown, QrFormOutput>
  name: 'background' | 'foreground'
  label: string
  hint?: string
  fallback: string
}

export function ColorField(props: ColorFieldProps) {
  return <SharedColorField {...props} toHex={colourToHex} fromHex={hexToRgb} />
}
