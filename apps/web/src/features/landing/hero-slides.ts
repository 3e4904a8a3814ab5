import heroProfiles from './art/hero-profiles.svg'
import heroCommunity from './art/hero-community.svg'
import heroPhotographers from './art/hero-photographers.svg'
import heroDirectory from './art/hero-directory.svg'
import heroCare from './art/hero-care.svg'

export interface HeroSlide {
  headline: string
  text: string
  cta: string
  to: string
  image: string
  imageAlt: string
}

/** The five hero slides, in a fixed order of destinations. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    headline: 'Every pet, one happy profile',
    text: 'Keep details, photos, vaccinations and vet visits for each of your pets together, ready when you need them.',
    cta: 'Add Your Pet',
    to: '/pets/new',
    image: heroProfiles,
    imageAlt: 'A puppy and a cat sitting beside a clipboard with a pet health record',
  },
  {
    headline: 'Find your pet people',
    text: 'Join neighbourhood boards, swap advice and make new friends, for you and your pets.',
    cta: 'Join the Community',
    to: '/community',
    image: heroCommunity,
    imageAlt: 'Two neighbours meeting with their dogs beside a community notice board in a park',
  },
  {
    headline: 'Capture their best side',
    text: 'Discover pet photographers near you and book a session your pet will actually enjoy.',
    cta: 'Find a Photographer',
    to: '/photographers',
    image: heroPhotographers,
    imageAlt: 'A corgi in a bow tie posing in front of a camera in a pet photo studio',
  },
  {
    headline: 'Trusted services nearby',
    text: 'Vets, groomers, boarding and pet stores in your area, with ratings from other owners.',
    cta: 'Browse the Directory',
    to: '/directory',
    image: heroDirectory,
    imageAlt: 'A map with location pins above a street with a pet store and a veterinary clinic',
  },
  {
    headline: 'Care tips for every age',
    text: 'Practical nutrition, exercise and health tips for puppies, seniors and everyone in between.',
    cta: 'Explore Pet Care',
    to: '/pet-care',
    image: heroCare,
    imageAlt: 'A happy puppy sitting between a water bowl and a food bowl',
  },
]
