export type Image = Uint8Array<ArrayBuffer> | string

// Q4: keyed by everything an image is drawn from, so an edit on any instance asks for a new key.
export class ImageCache {
  private readonly images = new Map<string, Image>()
  private readonly drawing = new Map<string, Promise<Image>>()
  private bytes = 0

  constructor(
    private readonly maxEntries = 300,
    private readonly maxBytes = 32_000_000,
  ) {}

  get(key: string, draw: () => Promise<Image>): Promise<Image> {
    const image = this.images.get(key)
    if (image !== undefined) {
      this.images.delete(key)
      this.images.set(key, image)
      return Promise.resolve(image)
    }
    let pending = this.drawing.get(key)
    if (!pending) {
      pending = draw().then(
        (drawn) => {
          this.drawing.delete(key)
          this.remember(key, drawn)
          return drawn
        },
        (err: unknown) => {
          this.drawing.delete(key)
          throw err
        },
      )
      this.drawing.set(key, pending)
    }
    return pending
  }

  private remember(key: string, image: Image) {
    this.images.set(key, image)
    this.bytes += image.length
    while (this.images.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, dropped] = this.images.entries().next().value!
      this.images.delete(oldest)
      this.bytes -= dropped.length
    }
  }
}
