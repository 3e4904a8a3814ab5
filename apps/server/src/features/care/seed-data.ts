import type { CareTip } from '@petfolk/contract/demo'

/**
 * Demo and first-run content for the pet-care tips and the daily pet showcase.
 * Written for Petfolk; the pictures live in apps/web/public/demo/showcase/.
 */

export const careTipSeeds: ReadonlyArray<Omit<CareTip, 'id'>> = [
  {
    title: 'Measure meals, not guesses',
    content:
      'Use a kitchen scale or a proper measuring cup for every meal and start from the feeding guide on the bag, then adjust to your pet. You should be able to feel the ribs easily under a thin layer of fat without seeing them. Treats count too: keep them under about ten percent of the day\'s calories.',
    tip_category: 'nutrition',
    species: 'general',
    breed: null,
    age_range: null,
  },
  {
    title: 'Labradors love food a little too much',
    content:
      'Many Labradors carry a gene change that makes them feel hungrier than other dogs, so they put on weight easily. Feed measured portions, use part of the daily ration as training rewards, and try a slow-feeder bowl if your dog gulps. Weigh your Lab once a month so small gains are caught early.',
    tip_category: 'nutrition',
    species: 'dog',
    breed: 'Labrador Retriever',
    age_range: 'adult',
  },
  {
    title: 'Hay is the heart of a rabbit diet',
    content:
      'Unlimited fresh grass hay such as timothy should make up most of what a rabbit eats; it keeps the gut moving and wears down teeth that never stop growing. Add a handful of leafy greens daily and only a small amount of plain pellets. Fruit and carrots are treats, not staples.',
    tip_category: 'nutrition',
    species: 'rabbit',
    breed: null,
    age_range: null,
  },
  {
    title: 'Short walks for growing puppies',
    content:
      'Puppies need lots of play but not long forced runs while their joints are still developing. Several short walks and free play on soft ground suit them better than jogging beside a bike. Ask your vet when your breed is mature enough for longer runs, often between 12 and 18 months.',
    tip_category: 'exercise',
    species: 'dog',
    breed: null,
    age_range: 'puppy/kitten',
  },
  {
    title: 'Play like a hunter with indoor cats',
    content:
      'Indoor cats stay fitter and calmer with two or three short play sessions a day. Move a wand toy like prey, letting it hide and dart, and let your cat "catch" it at the end. Finishing with a small meal completes the hunt-eat-rest rhythm cats are wired for.',
    tip_category: 'exercise',
    species: 'cat',
    breed: null,
    age_range: 'young',
  },
  {
    title: 'Daily combing for Persian coats',
    content:
      'A Persian\'s long, fine coat mats quickly, especially behind the ears, under the legs and on the belly. Comb through to the skin every day with a wide-toothed metal comb, then a finer one. Gently wipe the corners of the eyes with a damp soft cloth, since flat-faced cats often have tear staining.',
    tip_category: 'grooming',
    species: 'cat',
    breed: 'Persian',
    age_range: null,
  },
  {
    title: 'Keep nails short and quiet',
    content:
      'If you can hear your pet\'s nails clicking on the floor, they are probably too long. Trim a little at a time every two to four weeks, avoiding the pink quick, and keep styptic powder nearby in case of a small bleed. Pair each session with treats so it becomes routine rather than a struggle.',
    tip_category: 'grooming',
    species: 'general',
    breed: null,
    age_range: null,
  },
  {
    title: 'Book a yearly check-up, twice a year for seniors',
    content:
      'A yearly exam catches dental disease, weight changes and lumps before they become serious. Older pets change faster, so many vets suggest a visit every six months with routine blood work. Keep notes of appetite, thirst and energy in your pet\'s profile so you can share them at the visit.',
    tip_category: 'health',
    species: 'general',
    breed: null,
    age_range: 'senior',
  },
  {
    title: 'Watch a bird\'s breathing and droppings',
    content:
      'Birds hide illness well, so small signs matter: a bobbing tail while breathing, fluffed feathers during the day, or a change in droppings. Weigh your bird weekly on a gram scale, because weight loss is often the first clue. See an avian vet promptly if anything changes.',
    tip_category: 'health',
    species: 'bird',
    breed: null,
    age_range: null,
  },
  {
    title: 'Brush teeth a few times a week',
    content:
      'Most dogs and cats show some dental disease by middle age. Use a soft brush and toothpaste made for pets (never human toothpaste) and focus on the outer surfaces of the back teeth. Start slowly, just a few teeth a day, and reward calm behavior.',
    tip_category: 'health',
    species: 'general',
    breed: null,
    age_range: 'adult',
  },
  {
    title: 'Reward the moment you like',
    content:
      'Dogs learn best when the reward comes within a second or two of the behavior. Keep sessions to five minutes, end on a success, and use small soft treats. If your dog gets it wrong, simply make the next try easier rather than scolding.',
    tip_category: 'training',
    species: 'dog',
    breed: null,
    age_range: 'young',
  },
  {
    title: 'Teach your cat to love the carrier',
    content:
      'Leave the carrier out at home with a soft blanket and the occasional treat inside so it stops meaning "vet visit". Practice closing the door for a few seconds, then lifting it briefly. A calm carrier makes every trip easier for both of you.',
    tip_category: 'training',
    species: 'cat',
    breed: null,
    age_range: 'puppy/kitten',
  },
  {
    title: 'Hot pavement test',
    content:
      'Before a summer walk, press the back of your hand on the pavement for seven seconds; if it is too hot for you, it is too hot for paws. Walk early or late in the day and stick to grass or shade. Never leave a pet in a parked car, even with the windows cracked.',
    tip_category: 'safety',
    species: 'dog',
    breed: null,
    age_range: null,
  },
  {
    title: 'Know the common kitchen dangers',
    content:
      'Chocolate, grapes and raisins, onions and garlic, xylitol-sweetened products and alcohol can all poison pets. Lilies are especially dangerous to cats, even the pollen. Save your vet\'s number and an animal poison helpline in your phone before you ever need them.',
    tip_category: 'safety',
    species: 'general',
    breed: null,
    age_range: null,
  },
  {
    title: 'Bird-safe kitchens',
    content:
      'Fumes from overheated non-stick pans can be deadly to birds within minutes, so keep birds well away from the kitchen. Avoid scented candles and aerosol sprays near their room too. Good ventilation protects their very sensitive lungs.',
    tip_category: 'safety',
    species: 'bird',
    breed: null,
    age_range: null,
  },
  {
    title: 'Keep an up-to-date photo and microchip',
    content:
      'Take a clear, recent photo of your pet from the side and the front and keep it in their profile. Check that the microchip is registered to your current phone number, and ask your vet to scan it at the next visit. Both make a lost-pet alert far more likely to end well.',
    tip_category: 'other',
    species: 'general',
    breed: null,
    age_range: null,
  },
  {
    title: 'Give senior dogs a softer landing',
    content:
      'Older dogs often stiffen up, so a thick orthopedic bed and rugs on slippery floors help them rise with confidence. Keep walks regular but shorter, and watch for slowing on stairs, which can signal arthritis your vet can help with.',
    tip_category: 'other',
    species: 'dog',
    breed: null,
    age_range: 'senior',
  },
]

export const showcaseSeeds: ReadonlyArray<{
  pet_name: string
  breed: string | null
  species: string
  story: string
  pet_photo: string
  vote_count: number
  days_ago: number
}> = [
  {
    pet_name: 'Biscuit',
    breed: 'Pembroke Welsh Corgi',
    species: 'dog',
    story:
      'Biscuit herds the neighborhood kids at the bus stop every morning and waits until the last one is safely on board. He has never met a puddle he did not want to sit in. Our mail carrier keeps a treat in her pocket just for him.',
    pet_photo: '/demo/showcase/biscuit-corgi.svg',
    vote_count: 42,
    days_ago: 0,
  },
  {
    pet_name: 'Luna',
    breed: 'Domestic Shorthair',
    species: 'cat',
    story:
      'Luna came to us from a shelter as a shy six-month-old who hid behind the bookcase. Two years later she greets every visitor at the door and supervises all houseplant watering. She still sleeps behind the books, but now by choice.',
    pet_photo: '/demo/showcase/luna-tabby.svg',
    vote_count: 27,
    days_ago: 0,
  },
  {
    pet_name: 'Kiwi',
    breed: 'Budgerigar',
    species: 'bird',
    story:
      'Kiwi learned to whistle the first four notes of the kettle and now announces tea time before the water boils. He rides around the apartment on my shoulder and tidies my hair whether I ask or not.',
    pet_photo: '/demo/showcase/kiwi-budgie.svg',
    vote_count: 9,
    days_ago: 0,
  },
  {
    pet_name: 'Maple',
    breed: 'Golden Retriever',
    species: 'dog',
    story:
      'Maple is a certified therapy dog who visits the children\'s library every Saturday so young readers can practice reading aloud to her. She listens to every story with total attention, tail thumping at the happy endings.',
    pet_photo: '/demo/showcase/maple-golden.svg',
    vote_count: 58,
    days_ago: 1,
  },
  {
    pet_name: 'Juniper',
    breed: 'Holland Lop',
    species: 'rabbit',
    story:
      'Juniper does a happy twisting jump, a binky, every evening when the hay gets refilled. She has trained the whole family to sit on the floor so she can inspect our socks. Small rabbit, very big opinions.',
    pet_photo: '/demo/showcase/juniper-lop.svg',
    vote_count: 18,
    days_ago: 2,
  },
  {
    pet_name: 'Pepper',
    breed: null,
    species: 'cat',
    story:
      'Pepper turned up on our porch in a snowstorm wearing what looked like a tiny tuxedo, and he has dressed for dinner ever since. At fourteen he is slower on the stairs but still first to the window when the birds arrive.',
    pet_photo: '/demo/showcase/pepper-tuxedo.svg',
    vote_count: 33,
    days_ago: 3,
  },
  {
    pet_name: 'Otis',
    breed: 'Beagle',
    species: 'dog',
    story:
      'Otis follows his nose everywhere, which is how he found my lost car keys in the garden last spring. He sings along whenever the fire engines go past. We have stopped trying to keep the snacks on low shelves.',
    pet_photo: '/demo/showcase/otis-beagle.svg',
    vote_count: 14,
    days_ago: 4,
  },
  {
    pet_name: 'Noodle',
    breed: 'Dachshund',
    species: 'dog',
    story:
      'Noodle is nine inches tall and absolutely convinced she is a guard dog. She burrows under every blanket in the house and pops out when she hears the cheese drawer. At age six she finally graduated from puppy class, top of her group.',
    pet_photo: '/demo/showcase/noodle-dachshund.svg',
    vote_count: 5,
    days_ago: 5,
  },
]
