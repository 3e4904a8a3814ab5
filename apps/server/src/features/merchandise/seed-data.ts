import type { PRODUCT_TYPES } from '@petfolk/contract/merchandise'

/**
 * Demo Petfolk merchandise. Pictures live in apps/web/public/demo/merch/. Sizes and colours are
 * stored as JSON text arrays by the store; an empty array means the product has no such option.
 */

export type MerchandiseProductSeed = {
  category: string
  name: string
  description: string
  image_url: string
  product_type: (typeof PRODUCT_TYPES)[number]
  base_price: number
  is_customizable: boolean
  material_info: string | null
  available_sizes: string[]
  available_colors: string[]
}

export const merchandiseCategorySeeds: ReadonlyArray<string> = ['Apparel', 'Drinkware', 'Accessories', 'Prints & Decor']

const picture = (slug: string): string => `/demo/merch/${slug}.svg`

export const merchandiseProductSeeds: ReadonlyArray<MerchandiseProductSeed> = [
  // Apparel
  {
    category: 'Apparel',
    name: 'Custom Pet Portrait Tee',
    description: 'A soft crew-neck tee printed with an illustrated portrait of your pet, framed by a ring of tiny paw prints. Add a name underneath if you like.',
    image_url: picture('portrait-tee'),
    product_type: 'apparel',
    base_price: 28.0,
    is_customizable: true,
    material_info: '100% organic ring-spun cotton, 5.3 oz',
    available_sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    available_colors: ['Teal', 'Heather Grey', 'Navy', 'Cream'],
  },
  {
    category: 'Apparel',
    name: 'Paw Crest Hoodie',
    description: 'A heavyweight pullover hoodie with an embroidered paw crest, a roomy front pocket and a lined hood for chilly morning walks.',
    image_url: picture('paw-hoodie'),
    product_type: 'apparel',
    base_price: 54.0,
    is_customizable: false,
    material_info: '80% cotton, 20% recycled polyester fleece',
    available_sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    available_colors: ['Caramel', 'Forest Green', 'Charcoal'],
  },
  {
    category: 'Apparel',
    name: 'Walkies Dad Cap',
    description: 'A relaxed six-panel cap with an embroidered paw patch and an adjustable brass buckle. Shades your eyes on long walks and park days.',
    image_url: picture('paw-cap'),
    product_type: 'apparel',
    base_price: 24.0,
    is_customizable: false,
    material_info: 'Washed cotton twill',
    available_sizes: [],
    available_colors: ['Stone', 'Olive', 'Black'],
  },
  {
    category: 'Apparel',
    name: 'Personalized Pet Bandana',
    description: 'A tie-on bandana for your dog or cat covered in a playful paw pattern, with your pet\'s name printed in the centre panel.',
    image_url: picture('pet-bandana'),
    product_type: 'apparel',
    base_price: 16.0,
    is_customizable: true,
    material_info: 'Cotton poplin with a soft brushed finish',
    available_sizes: ['XS', 'S', 'M', 'L'],
    available_colors: ['Coral', 'Teal', 'Mustard'],
  },
  // Drinkware
  {
    category: 'Drinkware',
    name: 'Pet Portrait Mug',
    description: 'A generous 15 oz ceramic mug featuring a hand-drawn portrait of your pet. Send a photo after checkout and our illustrators do the rest.',
    image_url: picture('portrait-mug'),
    product_type: 'drinkware',
    base_price: 19.0,
    is_customizable: true,
    material_info: 'Glazed stoneware, dishwasher and microwave safe',
    available_sizes: [],
    available_colors: ['Cream', 'Sage'],
  },
  {
    category: 'Drinkware',
    name: 'Trail Tumbler',
    description: 'An insulated 20 oz tumbler with a splash-proof lid and a reusable straw. Keeps coffee hot for the morning walk and water cold for the afternoon one.',
    image_url: picture('trail-tumbler'),
    product_type: 'drinkware',
    base_price: 29.0,
    is_customizable: true,
    material_info: 'Double-wall stainless steel, BPA-free lid',
    available_sizes: [],
    available_colors: ['Teal', 'Sand', 'Midnight'],
  },
  {
    category: 'Drinkware',
    name: 'Paw Print Water Bottle',
    description: 'A leak-proof 24 oz bottle with a carry loop that clips onto a leash bag. The paw print wraps around the front.',
    image_url: picture('water-bottle'),
    product_type: 'drinkware',
    base_price: 26.0,
    is_customizable: false,
    material_info: 'Stainless steel with a powder-coated finish',
    available_sizes: [],
    available_colors: [],
  },
  // Accessories
  {
    category: 'Accessories',
    name: 'Pet Portrait Canvas Tote',
    description: 'A sturdy everyday tote printed with your pet\'s portrait. Big enough for groceries, a towel and a pocketful of treats.',
    image_url: picture('canvas-tote'),
    product_type: 'accessory',
    base_price: 22.0,
    is_customizable: true,
    material_info: '12 oz natural cotton canvas',
    available_sizes: [],
    available_colors: ['Natural', 'Black'],
  },
  {
    category: 'Accessories',
    name: 'Braided Rope Leash',
    description: 'A 5-foot braided leash with a padded handle, a swivel clip and a small leather tag that can be stamped with your pet\'s name.',
    image_url: picture('rope-leash'),
    product_type: 'accessory',
    base_price: 34.0,
    is_customizable: true,
    material_info: 'Marine-grade nylon rope, leather tag, brass-plated hardware',
    available_sizes: ['S', 'M', 'L'],
    available_colors: ['Teal', 'Coral', 'Charcoal'],
  },
  {
    category: 'Accessories',
    name: 'Pet Portrait Phone Case',
    description: 'A slim, protective phone case with a custom illustration of your pet and a scatter of paw prints. Tell us your phone model at checkout.',
    image_url: picture('phone-case'),
    product_type: 'accessory',
    base_price: 25.0,
    is_customizable: true,
    material_info: 'Impact-resistant polycarbonate with a flexible bumper',
    available_sizes: [],
    available_colors: ['Coral', 'Clear', 'Black'],
  },
  {
    category: 'Accessories',
    name: 'Petfolk Sticker Pack',
    description: 'Five weatherproof vinyl stickers: a paw, a bone, a cat, a dog and a heart. Perfect for laptops, water bottles and crate doors.',
    image_url: picture('sticker-pack'),
    product_type: 'other',
    base_price: 8.0,
    is_customizable: false,
    material_info: 'Matte vinyl, water and UV resistant',
    available_sizes: [],
    available_colors: [],
  },
  // Prints & Decor
  {
    category: 'Prints & Decor',
    name: 'Framed Pet Portrait Print',
    description: 'A flat-style illustrated portrait of your pet on archival paper, framed in solid oak and ready to hang.',
    image_url: picture('framed-print'),
    product_type: 'print',
    base_price: 64.0,
    is_customizable: true,
    material_info: 'Archival matte paper, solid oak frame, acrylic glazing',
    available_sizes: ['8x10 in', '11x14 in', '16x20 in'],
    available_colors: ['Natural Oak', 'Black', 'White'],
  },
  {
    category: 'Prints & Decor',
    name: 'Gallery Wrapped Canvas',
    description: 'Your pet as the star of a bold, colourful canvas, wrapped around a wooden frame so it needs no extra framing.',
    image_url: picture('gallery-canvas'),
    product_type: 'print',
    base_price: 89.0,
    is_customizable: true,
    material_info: 'Poly-cotton canvas on a 1.5-inch pine stretcher frame',
    available_sizes: ['12x12 in', '16x20 in', '24x30 in'],
    available_colors: [],
  },
]
