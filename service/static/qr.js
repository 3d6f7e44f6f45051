// A QR code as an image, drawn on the phone by the vendored qrcode-generator.

let encoder = null;

async function qrcode() {
  if (!encoder) encoder = import(document.documentElement.dataset.qrcode).then((m) => m.default);
  return encoder;
}

// An <img> of `text` as a QR code (error correction M), or null if the encoder is missing.
export async function qrImage(text, alt) {
  const make = await qrcode();
  const code = make(0, "M");
  code.addData(text, "Byte");
  code.make();
  const img = document.createElement("img");
  img.src = code.createDataURL(6, 4);
  img.alt = alt;
  img.className = "qr";
  return img;
}
