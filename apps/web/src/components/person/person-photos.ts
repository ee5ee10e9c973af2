/** What a shown person carries of their pictures: the gallery, and the avatar before it. */
export interface PicturedPerson {
  photos: readonly string[];
  profileImageUrl: string | null;
}

/** Their gallery, or their avatar alone when they have no gallery yet; none without either. */
export function photosOf(person: PicturedPerson): readonly string[] {
  if (person.photos.length > 0) return person.photos;
  return person.profileImageUrl ? [person.profileImageUrl] : [];
}
