import type { PartnerAnnouncement, VendorFeature } from '@petfolk/contract/vendors'

/**
 * Demo Vendor Showcase content. Brands are fictional and links use the reserved `.example`
 * domain. Logos and banners live in apps/web/public/demo/vendors/, announcement pictures in
 * apps/web/public/demo/announcements/. Dates are relative to the day the seed runs.
 */

const logo = (slug: string): string => `/demo/vendors/${slug}.svg`

export const vendorFeatureSeeds: ReadonlyArray<Omit<VendorFeature, 'id' | 'start_date'> & { start_days_ago: number }> = [
  {
    feature_type: 'vendor_of_day',
    title: 'Barkwell Goods: Built for Play',
    description:
      'Small-batch toys and gear made to survive real dogs. Every rope is braided by hand, every plush is double-stitched, and every collar is cut from vegetable-tanned leather.',
    highlight_text: '15% off rope toys today',
    banner_image_url: '/demo/vendors/barkwell-banner.svg',
    vendor_name: 'Barkwell Goods',
    vendor_logo: logo('barkwell-goods'),
    vendor_description: 'A family workshop making durable toys, collars and leads for dogs of every size since 2014.',
    start_days_ago: 0,
  },
  {
    feature_type: 'new_partner',
    title: 'Welcome, Tidewater Aquatics',
    description:
      'Please give a warm welcome to Tidewater Aquatics! Their team brings twenty years of fishkeeping know-how, from easy live plants to foods for community tanks.',
    highlight_text: null,
    banner_image_url: null,
    vendor_name: 'Tidewater Aquatics',
    vendor_logo: logo('tidewater-aquatics'),
    vendor_description: 'Healthy tanks made simple: live plants, foods and thoughtful gear for freshwater aquariums.',
    start_days_ago: 3,
  },
  {
    feature_type: 'new_partner',
    title: 'Welcome, Featherly Co.',
    description:
      'We are delighted to welcome Featherly Co. to Petfolk. Bird owners, say hello to natural-wood perches, foraging toys and treats picked with avian vets.',
    highlight_text: null,
    banner_image_url: null,
    vendor_name: 'Featherly Co.',
    vendor_logo: logo('featherly-co'),
    vendor_description: 'Enrichment, perches and treats for budgies, cockatiels, parrots and finches.',
    start_days_ago: 6,
  },
  {
    feature_type: 'new_partner',
    title: 'Welcome, Pawbox Monthly',
    description:
      'Welcome aboard, Pawbox Monthly! Their curated boxes of toys and treats arrive once a month, and members can skip or pause a box whenever life gets busy.',
    highlight_text: null,
    banner_image_url: null,
    vendor_name: 'Pawbox Monthly',
    vendor_logo: logo('pawbox-monthly'),
    vendor_description: 'Monthly surprise boxes of toys and treats, chosen for each pet\'s size and tastes.',
    start_days_ago: 9,
  },
  {
    feature_type: 'featured',
    title: 'Whisker & Wool',
    description: 'Hand-felted cat caves, wool toys and wand teasers made by a small studio of makers who share their homes with eleven cats between them.',
    highlight_text: 'Handmade in small batches',
    banner_image_url: '/demo/vendors/whisker-wool-banner.svg',
    vendor_name: 'Whisker & Wool',
    vendor_logo: logo('whisker-wool'),
    vendor_description: 'Natural-fibre beds and toys for cats, felted by hand.',
    start_days_ago: 14,
  },
  {
    feature_type: 'featured',
    title: 'Good Crumb Bakery',
    description: 'A neighbourhood pet bakery turning simple ingredients into biscuits, birthday cakes and soft bites. Every batch is baked the week it ships.',
    highlight_text: 'Baked fresh every week',
    banner_image_url: '/demo/vendors/good-crumb-banner.svg',
    vendor_name: 'Good Crumb Bakery',
    vendor_logo: logo('good-crumb-bakery'),
    vendor_description: 'Small-batch treats and celebration cakes for dogs and cats.',
    start_days_ago: 21,
  },
  {
    feature_type: 'featured',
    title: 'Snugglenook',
    description: 'Supportive beds, bolsters and window perches designed with a veterinary physiotherapist, with covers that zip off for the washing machine.',
    highlight_text: null,
    banner_image_url: null,
    vendor_name: 'Snugglenook',
    vendor_logo: logo('snugglenook'),
    vendor_description: 'Comfortable, washable beds and perches for dogs and cats.',
    start_days_ago: 28,
  },
]

export const announcementSeeds: ReadonlyArray<Omit<PartnerAnnouncement, 'id' | 'created_at'> & { days_ago: number }> = [
  {
    vendor_name: 'Tidewater Aquatics',
    vendor_logo: logo('tidewater-aquatics'),
    announcement_type: 'new_partnership',
    title: 'Tidewater Aquatics joins Petfolk',
    content:
      'We are thrilled to join the Petfolk marketplace! For twenty years our shop has helped families set up calm, healthy freshwater tanks, and now our plants, foods and feeders are just a few taps away.\n\nEvery live plant is grown in our own greenhouse and shipped with a care card. If anything arrives looking less than its best, send us a photo and we will replace it.\n\nNew to fishkeeping? Our team answers questions every weekday, so reach out before you buy.',
    image_url: '/demo/announcements/tidewater-aquarium.svg',
    external_link: 'https://tidewater-aquatics.example/welcome',
    is_pinned: true,
    days_ago: 2,
  },
  {
    vendor_name: 'Good Crumb Bakery',
    vendor_logo: logo('good-crumb-bakery'),
    announcement_type: 'promotion',
    title: 'Harvest Biscuit Week: 20% off',
    content:
      'Our pumpkin and oat Harvest Biscuits are back, and to celebrate, every biscuit bag is 20% off through Sunday.\n\nThis year\'s batch adds a little apple and cinnamon, and as always there is no added salt or sugar. Biscuits ship the day after baking.\n\nThe discount is applied automatically at checkout, with no code needed.',
    image_url: '/demo/announcements/good-crumb-harvest.svg',
    external_link: 'https://goodcrumb.example/harvest',
    is_pinned: true,
    days_ago: 4,
  },
  {
    vendor_name: 'Pawbox Monthly',
    vendor_logo: logo('pawbox-monthly'),
    announcement_type: 'update',
    title: 'Smaller boxes, zero plastic',
    content:
      'Starting with next month\'s delivery, every Pawbox ships in a right-sized box made from recycled cardboard, and all the filler is now paper.\n\nThe contents stay the same: two toys, two treats and a surprise. The box is simply smaller, which means lower shipping emissions and less to recycle.\n\nThank you to the members who asked us for this change.',
    image_url: '/demo/announcements/pawbox-packaging.svg',
    external_link: null,
    is_pinned: false,
    days_ago: 7,
  },
  {
    vendor_name: 'Whisker & Wool',
    vendor_logo: logo('whisker-wool'),
    announcement_type: 'other',
    title: 'Cozy Caves for shelter cats',
    content:
      'This winter we are felting one hundred cat caves for the cat rooms of three local shelters, and Petfolk members can help.\n\nFor every felted cave sold this month, we will donate a bag of wool offcuts for shelter volunteers to turn into toys.\n\nFollow along with photos from the shelters on our blog.',
    image_url: null,
    external_link: 'https://whiskerandwool.example/shelter-caves',
    is_pinned: false,
    days_ago: 10,
  },
  {
    vendor_name: 'Snugglenook',
    vendor_logo: logo('snugglenook'),
    announcement_type: 'promotion',
    title: 'A spare cover with every den bed',
    content:
      'Accidents and muddy paws happen. Until the end of the month, every Memory Foam Den Bed comes with a second washable cover at no extra cost.\n\nChoose any colour for the spare, and it will ship in the same box as your bed.',
    image_url: null,
    external_link: 'https://snugglenook.example/spare-cover',
    is_pinned: false,
    days_ago: 13,
  },
  {
    vendor_name: 'Featherly Co.',
    vendor_logo: logo('featherly-co'),
    announcement_type: 'update',
    title: 'New perch sizes for larger parrots',
    content:
      'Many of you asked for perches that suit African greys and amazons, so our java-wood perches now come in a large size with a thicker diameter.\n\nAs with all our perches, the wood is sustainably harvested, sanded by hand and fitted with stainless steel hardware.',
    image_url: null,
    external_link: null,
    is_pinned: false,
    days_ago: 18,
  },
]
