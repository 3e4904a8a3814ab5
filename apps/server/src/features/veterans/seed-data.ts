import type { SERVICE_BRANCHES, SERVICE_TYPES } from '@petfolk/contract/veterans'

/**
 * Demo veteran and service-dog stories. Every person and dog here is fictional; the stories
 * are written to reflect common, real-world experiences of life with a service dog without
 * describing anyone's trauma in detail. Pictures live in apps/web/public/demo/veterans/.
 * Anonymous stories keep a placeholder name so no real-looking name is ever stored for them.
 */

export type VeteranStorySeed = {
  veteran_name: string
  service_branch: (typeof SERVICE_BRANCHES)[number]
  service_years: string | null
  dog_name: string
  dog_breed: string | null
  dog_age: number | null
  service_type: (typeof SERVICE_TYPES)[number]
  story_title: string
  story_content: string
  challenges_helped: string | null
  dog_photo_url: string
  is_anonymous: boolean
  is_featured: boolean
  is_verified_veteran: boolean
  days_ago: number
}

const paragraphs = (...parts: string[]): string => parts.join('\n\n')
const photo = (slug: string): string => `/demo/veterans/${slug}.svg`

export const veteranStorySeeds: ReadonlyArray<VeteranStorySeed> = [
  {
    veteran_name: 'Darnell Hayes',
    service_branch: 'Army',
    service_years: '2004–2016',
    dog_name: 'Ranger',
    dog_breed: 'Black Labrador Retriever',
    dog_age: 6,
    service_type: 'PTSD Support',
    story_title: 'The Dog Who Taught Me to Take the Long Way Home',
    story_content: paragraphs(
      'When I left the Army after twelve years, I thought the hard part was over. Instead I found myself avoiding grocery stores, sleeping in two-hour stretches and turning down invitations from people I loved. My counselor was the first to mention a service dog. I nodded politely and did nothing about it for almost a year.',
      'Ranger came into my life through a nonprofit that pairs veterans with dogs trained for psychiatric support. The first thing he did when we met was lean his whole weight against my shins, and I remember laughing for the first time in a long while. Our training together took four months. He learned my routines, and I learned to trust that he was paying attention so I did not have to watch every doorway myself.',
      'Now, when my breathing changes in a crowded place, Ranger nudges my hand and presses into me until I notice and slow down. At night he wakes me gently from bad dreams by licking my hand and turning on the lamp with a pedal I installed by the bed. In a store, he stands behind me so I have a little space at my back.',
      'None of this fixed everything, and Ranger is one part of a plan that includes therapy and my family. But he got me back out the door. These days we take the long way home through the park on purpose, because he likes it, and honestly, so do I.',
    ),
    challenges_helped:
      'Ranger interrupts rising anxiety with deep pressure, wakes me gently from nightmares and creates space behind me in crowds, which made everyday errands possible again.',
    dog_photo_url: photo('ranger-labrador'),
    is_anonymous: false,
    is_featured: true,
    is_verified_veteran: true,
    days_ago: 5,
  },
  {
    veteran_name: 'Ramona Castillo',
    service_branch: 'Marines',
    service_years: '1998–2010',
    dog_name: 'Tess',
    dog_breed: 'German Shepherd',
    dog_age: 5,
    service_type: 'Mobility Assistance',
    story_title: 'Tess Has My Back, and My Balance',
    story_content: paragraphs(
      'A back injury during my last deployment left me with nerve damage in my left leg. Some days I walk fine; other days the leg gives out without warning. For years I used a cane and quietly stopped going anywhere with stairs.',
      'Tess wears a harness with a rigid handle that I can hold for counterbalance. She was trained to brace when I lean on her, to pick up dropped keys and phones, and to help me get back to my feet if I do fall. She is steady as a rock, and she takes her job very seriously until the harness comes off, at which point she turns into a puppy chasing a tennis ball.',
      'The biggest change is not physical. I used to plan every outing around where I could sit down. Now I walk my daughter to school, I go to the farmers market on Saturdays, and last spring Tess and I walked across the stage together when I finished my degree.',
    ),
    challenges_helped:
      'Tess provides counterbalance on uneven ground and stairs, braces so I can stand up safely and retrieves things I drop, so I can get out without worrying about falls.',
    dog_photo_url: photo('tess-shepherd'),
    is_anonymous: false,
    is_featured: false,
    is_verified_veteran: true,
    days_ago: 9,
  },
  {
    veteran_name: 'Gerald Lindqvist',
    service_branch: 'Navy',
    service_years: '1979–2001',
    dog_name: 'Biscuit',
    dog_breed: 'Pit Bull mix',
    dog_age: 4,
    service_type: 'Hearing Dog',
    story_title: 'Twenty-Two Years in the Engine Room, and One Very Good Listener',
    story_content: paragraphs(
      'Twenty-two years around ship engines took most of my hearing. Hearing aids help with conversation, but they do nothing when I am asleep or in the shower, and I missed more deliveries, phone calls and kettle whistles than I can count.',
      'Biscuit was picked out of a county shelter by a program that trains rescue dogs as hearing dogs. Nobody had wanted her because she was shy and a little awkward. It turns out she was just waiting for a job. She learned to touch my knee with her nose for the doorbell, the oven timer and the phone, and then lead me to the sound.',
      'The first time she woke me for the smoke alarm during a practice test, my wife cried. We both sleep better knowing Biscuit is listening.',
      'People sometimes cross the street when they see a pit bull mix coming. By the end of most conversations, they are asking if they can say hello. She has done more for her breed\'s reputation in our neighbourhood than any poster could.',
    ),
    challenges_helped:
      'Biscuit alerts me to the doorbell, timers, my name and, most importantly, the smoke alarm, and leads me to each sound so I do not miss what is happening at home.',
    dog_photo_url: photo('biscuit-pitmix'),
    is_anonymous: false,
    is_featured: false,
    is_verified_veteran: true,
    days_ago: 14,
  },
  {
    veteran_name: 'Anonymous Veteran',
    service_branch: 'Air Force',
    service_years: '2006–2014',
    dog_name: 'Juniper',
    dog_breed: 'Standard Poodle',
    dog_age: 7,
    service_type: 'Medical Alert',
    story_title: 'A Nose That Knows Before I Do',
    story_content: paragraphs(
      'I was diagnosed with type 1 diabetes a few years after I separated from the Air Force. My blood sugar can drop quickly and quietly, especially at night, and by the time I notice the symptoms I am often already struggling to think clearly.',
      'Juniper is trained to recognise the change in scent that comes with low blood sugar. She alerts by pawing at my leg, and if I do not respond she brings me a pouch with juice and glucose tablets. If I still do not respond, she has been taught to go and wake my partner.',
      'I keep my name private because I work in a field where people can be quick to judge a health condition. But I wanted to share this because I went a long time thinking a service dog was not for someone like me. Juniper has caught dozens of lows, many of them before my monitor did, and she has given me back a kind of confidence I did not know I had lost.',
    ),
    challenges_helped:
      'Juniper alerts to low blood sugar, often before my glucose monitor, brings my emergency kit and wakes my partner at night if I cannot respond.',
    dog_photo_url: photo('juniper-poodle'),
    is_anonymous: true,
    is_featured: false,
    is_verified_veteran: false,
    days_ago: 20,
  },
  {
    veteran_name: 'Marisol Tran',
    service_branch: 'Coast Guard',
    service_years: '2008–2014',
    dog_name: 'Sunny',
    dog_breed: 'Golden Retriever',
    dog_age: 3,
    service_type: 'Emotional Support',
    story_title: 'Sunny Days on the Old Coastline',
    story_content: paragraphs(
      'I spent six years on search-and-rescue crews along the Pacific coast. When I came home I missed the structure and the people, and the quiet of civilian life felt heavier than I expected. I moved back to my hometown by the sea and mostly stayed indoors.',
      'My therapist suggested that a dog might give shape to my days. Sunny came from a golden retriever rescue when she was a year old, full of energy and absolutely convinced that everyone she meets is her new best friend.',
      'She is not a task-trained service dog, and I am careful to be clear about that. What she does is simpler and still important: she gets me up at six every morning for a walk on the beach, she sits with me when the evenings feel long, and she has introduced me to half the neighbourhood.',
      'Last month I started volunteering at a water-safety class for kids. Sunny waits on the sand with the parents and collects compliments. I would not have signed up a year ago.',
    ),
    challenges_helped: 'Sunny brings routine to my days, eases loneliness and gets me outside and talking with people again.',
    dog_photo_url: photo('sunny-golden'),
    is_anonymous: false,
    is_featured: false,
    is_verified_veteran: true,
    days_ago: 26,
  },
  {
    veteran_name: 'Walter Beaumont',
    service_branch: 'Army',
    service_years: '1984–2006',
    dog_name: 'Harbor',
    dog_breed: 'Yellow Labrador Retriever',
    dog_age: 8,
    service_type: 'Guide Dog',
    story_title: 'Crossing the Street with Harbor',
    story_content: paragraphs(
      'An inherited eye condition began taking my sight about ten years after I retired from the Army. I learned to use a white cane, and I am grateful for it, but I found myself walking slowly and tensely, listening hard at every curb.',
      'Harbor and I trained together for three weeks at a guide dog school, and then for months more at home. He guides me around obstacles, stops at every curb and step, and finds doors, counters and empty seats on command. Crossing decisions are still mine; he is trained to refuse if I give a command that would put us in danger.',
      'What surprised me most was the pace. With Harbor I walk at a normal speed again, shoulders relaxed, and I can actually enjoy the walk instead of bracing for it. I take the bus to meet my old unit buddies for breakfast every Thursday.',
      'Harbor is eight now and starting to get a little grey around the muzzle. When he retires, he will stay with us as a pet, and we will start again with a new partner. I already know he will have been the one who showed me how good it can be.',
    ),
    challenges_helped:
      'Harbor guides me around obstacles, stops at curbs and steps and finds doors and seats, so I can travel independently and at a comfortable pace.',
    dog_photo_url: photo('harbor-yellowlab'),
    is_anonymous: false,
    is_featured: false,
    is_verified_veteran: true,
    days_ago: 33,
  },
  {
    veteran_name: 'Keisha Morrow',
    service_branch: 'Space Force',
    service_years: '2020–2024',
    dog_name: 'Pixel',
    dog_breed: 'Labradoodle',
    dog_age: 4,
    service_type: 'Multi-Purpose',
    story_title: 'Pixel Works the Night Shift',
    story_content: paragraphs(
      'I worked satellite operations on rotating night shifts, and by the end of my enlistment I was living with chronic migraines and a level of anxiety that made it hard to leave the house on bad days.',
      'Pixel is trained for more than one job, which is why her card says multi-purpose. When a migraine starts, she brings my medication bag and a bottle of water and then settles across my feet in a dark room until it passes. When anxiety spikes, she interrupts by nudging my hands and guides me to a quieter spot.',
      'We spend a lot of evenings on the back porch, where she watches the neighbourhood cats and I watch the sky. I still like finding the satellites as they pass over. Pixel is less impressed, but she stays out there with me anyway.',
    ),
    challenges_helped:
      'Pixel retrieves my migraine medication, provides calming pressure during episodes and interrupts anxiety by guiding me somewhere quiet.',
    dog_photo_url: photo('pixel-labradoodle'),
    is_anonymous: false,
    is_featured: false,
    is_verified_veteran: true,
    days_ago: 41,
  },
  {
    veteran_name: 'Anonymous Veteran',
    service_branch: 'Marines',
    service_years: null,
    dog_name: 'Moose',
    dog_breed: 'Boxer mix',
    dog_age: 5,
    service_type: 'PTSD Support',
    story_title: 'Moose and the Backyard Rule',
    story_content: paragraphs(
      'I am not someone who talks about this easily, so I will keep it simple. After the Marines I had a hard time being around people, and I was not sleeping. My family was worried, and honestly, so was I.',
      'A friend from my old battalion had a service dog and would not stop talking about it. Eventually I applied. Moose was matched with me eighteen months ago. He is goofy and loud when he is off duty and completely focused when he is working.',
      'We have a rule at home: when Moose brings me his leash and sits by the back door, we go outside for ten minutes, no matter what. He is trained to notice when I have been pacing or sitting still for too long. Those ten minutes in the backyard have turned around more bad afternoons than I can count.',
      'If you are on the fence about reaching out for help, whether that is a counselor, a program like the one that matched us, or the 988 line, please do it. I am really glad I did.',
    ),
    challenges_helped:
      'Moose notices pacing and restlessness, prompts me to take a break outside and helps me feel safe enough to sleep through the night.',
    dog_photo_url: photo('moose-boxer'),
    is_anonymous: true,
    is_featured: false,
    is_verified_veteran: true,
    days_ago: 52,
  },
  {
    veteran_name: 'Dennis Okoro',
    service_branch: 'Air Force',
    service_years: '1990–2012',
    dog_name: 'Atlas',
    dog_breed: 'Bernese Mountain Dog mix',
    dog_age: 6,
    service_type: 'Mobility Assistance',
    story_title: 'Back on the Trail with Atlas',
    story_content: paragraphs(
      'I spent twenty-two years as an aircraft maintainer, and my knees and hips kept the receipts. After two joint replacements I could walk around the house, but the mountain trails I grew up hiking felt like something from another life.',
      'Atlas is a big, calm Bernese mix who was trained for mobility work. He wears a harness with a handle that I hold when the ground gets uneven, and he is patient on the climbs. He also helps around the house by opening doors, picking things up and steadying me when I get up from a chair.',
      'This winter we walked the short loop at the state park near our place, snow and all. It is only a mile and a half, and we stopped on every bench, but my grandkids met us at the end with hot chocolate. It felt like the top of a mountain.',
    ),
    challenges_helped: 'Atlas steadies me on uneven ground and slopes, helps me stand from a seated position and retrieves dropped items.',
    dog_photo_url: photo('atlas-bernese'),
    is_anonymous: false,
    is_featured: false,
    is_verified_veteran: false,
    days_ago: 60,
  },
]
