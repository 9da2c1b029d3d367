/**
 * Demo images for stories of image uploads, previews and chat attachments: two small PNGs (a
 * candlestick chart and a portfolio chart screenshot), inline as data URLs so no story depends on
 * the network and baselines stay pixel-stable.
 */

/** A 320 x 200 candlestick chart, as a chat attachment would show one. */
export const demoChartPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAUAAAADICAIAAAAWZq/8AAADXklEQVR42u3bsW3DMBBAUS2QLbxJRsqCmYaFKm2QpAxc0KAlUnfke2BpI4HuviU4yFb2w3GcpGf7AdISMAgYEDAgYBAwIGBAwICAQcCAgAEBg4ABAQMCBgQMAgYEDAgYEDAIGBAwIGAQMCBgQMCAgEHAgIABAQMCBgEDAgYEDAIGBAwIGBAwCBgIFXDZD8dxkh53YPAIDQgYEDAIGBAwIGBAwCBgQMCAgEHAgIABAQMCBgEDAgYEDAgYBAwIGBAwCBgQMCBgpvXx9fn2e78fDxdQwAhYwCBgASNgAQsYAQvYgDFfARsw5itgA54zQvMVcJcBWw4BC1jAAjZfARvwRAH/vbhyXg6lcgQsYAELWMACFrCABSxgAQtYwAIW8BoBl/2IcOoDrr+3PuCmX6P19Sufl3Mx3wFni/Nx7hM615OOO7BH6KkGnHE5hkUoYAF3GfDiyyHg7DMSsOUYMaMzPzfIfAU8aDmaBiNgAQtYwALuGHCQ+QpYwAIWsIAFLGABDwj4ruUQsIAFLGABC1jAAo63Dbf8LVfAAg434IzLESTgMwQ8ecCt2yDg8XdRAV81o9UDthzpAh72AZ2iBQELWMACFnCSL8AELGABC1jAAhawgFMFfGZGOQL2JwoBC1jAAhawgLMFHGQ5BDwZAft0X3c5BCxgAQvYjARsOQScakbDvg8SsIAFLGAB3/ePEAKeLOCm+QpYwAIW8JIBnxmwgOf+kF094KS7ImABxwr4rscGAQs49YwEbDkELGABWw4zErCABWxGArYcyZbDjCLMqE7AAhawgAXcvkkCDh7whe/td50FLGABC1jAAha/gAUsYAG3BVz24/+pL9bTi59OfbHq713tBLnO5tI0srff2+86bxm/eXMHdgd2B77+EdpypAsYAQtYwAIWsOVwnRGwgBGwxRIwArZYAkbAAnadEbCAWS9gBIyAETACBgQMAgYEDAgYBAwIGBAwIGAQMCBgQMCAgEHAgIABAYOAAQEDAgYEDAIGBAwIGBAwCBgQMCBgEDAQP+CyH47jJD3uwOARGhAwIGAQMCBgQMCAgEHAgIABAYOAAQEDAgYEDAIGBAwIGBAwCBgQMCBgEDAgYEDAgIBBwICAAQEDAgYBAwIGBAwCBgQMCBgQMAgYEDBwiV8lqUYI47Ej+QAAAABJRU5ErkJggg==';

/** A 240 x 320 portrait chart, as a member's phone screenshot of a portfolio. */
export const demoPortfolioPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAAFACAIAAAANimYEAAAEJUlEQVR42u3aQU6DQBiGYS7gLXoTj+QFPQobtiyNCxc2MTHalADtwPzzz5O8S2L0myeIlWGcZilNw8fnl5QmoAW0BLQEtAS0gJaAloCWgJaAFtAS0BLQEtAS0AJaAloCWgJaAlpAS0BLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloCWgJaAFtBUEtAS0BLQEtICWgJaAloCWgBbQEtAS0BLQEtACWgJaAloCWgJaQEtAS0BLRUCP0yylyR1aHjkkoCWgJaAFtAS0BLQEtAS0gJaAloCWgJaAFtAS0BLQEtAS0AJaAloCWgJaAlpAS0BLQEtAS0ALaAloCWgJaAloAS0BLQEtAS2grSCgJaAloCWgBbQEtAS0BLQEtICWgJaAloCWgBbQEtAS0BLQSXp5e91+8fvlYjGggQZaQAMtoIEGGujC0wENdC7Q4zSrVtdT2X7xFbTFVqdzh3aH9sghoGuvATTQQAtooAU00EADHQa0UzEd0DId0EBbA+iAx3a3pbnuBnSToFOeHNBAAw000EADDTTQkUFvmQ7oiKfyPOhupwMaaKCBBhpooIF+cg2ggQYaaKCjgvaxHdBAAw10h6CdCtBAA206oIEGGmiggY4CuvXXcYAGGmigDwZd9lR2DQ000EADDTTQgV9I6OdpDWiggQa6tVMxHdBA9zXdUkADDTTQuUBXnBdooFsCfRwkoIEGGmiggQYaaKCBBhpooIGuDnrLuEADDTTQQP8HfdwbNkADDTTQQJ8I+uFTAfq4gE4FOtMLCUADDTTQQEc9FdMBDbTpgO4Y9Dl/fAMNdHTQq9fU/fwX6Dygg3xoDTTQ/YIuDglooIEGGmiggQYaaKCBBhpooP27C2igGwa96+cCGmigga4Eepzmn5a+j98Lzmlp6Ocv/tuun2v14iDT3SxTcOddX/nhNYos1vYd+uHbjDt0/keO4z64CHgqZY0CDTTQQAMdFXTA6Sr+8Q000NFB77q47u8roIEGGuj2QR+3M9BAAw000EADDTTQQAMNNNBAAw000EAfNTTQQAMNdFTQDZ3ECUOXfdcUaKCBBhrovp8igAYa6PIXnz/d0OeppH+KABrofkEH2RlooIEGGmiggeYYaKCBBhpooIEGGmiggQYaaAFtaKCBBtrOQANtZ6CVrMEEAloCWgJaAlpAS0BLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloCWgJaAloAW0BLQEtAS0BLSygh6nWUqTO7Q8ckhAS0BLQAtoCWgJaAloCWgBLQEtAS0BLQEtoCWgJaAloCWgBbQEtAS0BLQEtICWgJaAloCWgBbQEtAS0BLQEtACWgJaAloCWkBbQUBLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloCWgJaAloAW0BLQEtAS0dNM3aF/ZBFM0xR8AAAAASUVORK5CYII=';

/**
 * A PNG File of the given image (default the chart), as a file picker would hand it over.
 * @example userEvent.upload(input, demoPngFile('grafik-bbca.png'))
 */
export function demoPngFile(name: string, dataUrl: string = demoChartPng): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 1_767_225_600_000 });
}

/**
 * A PNG-typed File of `size` bytes, to show the §5 size check (the bytes are zeros: only the size
 * matters to the check).
 * @example sizedPngFile('laporan.png', 2_040_001)
 */
export function sizedPngFile(name: string, size: number): File {
  return new File([new Uint8Array(size)], name, {
    type: 'image/png',
    lastModified: 1_767_225_600_000,
  });
}
