import QRCode from 'qrcode'

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4

/** The QR code for `text` as an SVG document: one path of dark modules on white. */
export function qrCodeSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = modules.size
  let path = ''
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  const extent = size + QUIET_ZONE * 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  )
}

/** The same, as a data URL an <img> can show (and print). */
export function qrCodeDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg(text))}`
}
