export type NameCulture = 'maori' | 'pakeha' | 'pasifika' | 'asian';

interface NamePool {
  Female: readonly string[];
  Male: readonly string[];
  surnames: readonly string[];
}

function list(text: string): readonly string[] {
  return text.split(', ');
}

/** Given names and surnames common in New Zealand, grouped loosely by heritage. */
export const NAME_POOLS: Readonly<Record<NameCulture, NamePool>> = {
  maori: {
    Female: list(
      'Aroha, Anahera, Awhina, Hana, Hine, Huia, Kahurangi, Kiri, Marama, Māia, ' +
        'Manaia, Mere, Moana, Ngaio, Ngaire, Pania, Rangimārie, Tia, Tūī, Wairua, Whetu, ' +
        'Ātaahua, Kōwhai, Mihi',
    ),
    Male: list(
      'Ari, Hemi, Hohepa, Kahu, Kauri, Manaaki, Mikaere, Nikau, Rāwiri, Rangi, Rewi, ' +
        'Tāne, Tama, Tamati, Te Ariki, Tipene, Wiremu, Whetū, Paora, Matiu, Ihaia, ' +
        'Kahurau, Tūmanako, Hōhua',
    ),
    surnames: list(
      'Ngata, Parata, Tipene, Te Huia, Wihongi, Kereama, Paki, Tawhai, Hohaia, Rāwiri, ' +
        'Tamihana, Te Whata, Rangihau, Waititi, Tuhiwai, Poutama, Hēnare, Mahuta, ' +
        'Karaka, Te Paa',
    ),
  },
  pakeha: {
    Female: list(
      'Olivia, Charlotte, Amelia, Isla, Sophie, Grace, Ella, Ruby, Emily, Hannah, ' +
        'Georgia, Lucy, Zoe, Jessica, Sarah, Rebecca, Kate, Megan, Anna, Claire, Rachel, ' +
        'Fiona, Helen, Susan',
    ),
    Male: list(
      'Jack, James, Oliver, William, Thomas, Liam, Samuel, Benjamin, Lachlan, Hamish, ' +
        'Angus, Finn, Noah, Daniel, Matthew, Josh, Ryan, Luke, Callum, Andrew, Michael, ' +
        'Craig, Grant, Stephen',
    ),
    surnames: list(
      'Smith, Wilson, Williams, Brown, Taylor, Jones, Campbell, Anderson, Thompson, ' +
        'Walker, Stewart, Robertson, Mitchell, Harris, Clarke, Morrison, Fraser, ' +
        'McKenzie, Hughes, Reid, Sinclair, Bennett, Gallagher, Murray',
    ),
  },
  pasifika: {
    Female: list(
      'Losa, Mele, Sina, Lupe, Malia, Talia, Salote, Teuila, Fetu, Ana, Seini, ' +
        'Leilani, Litia, Ofa, Vaimoana, Manu, Sefina, Tiare',
    ),
    Male: list(
      'Sione, Tevita, Viliami, Semisi, Ioane, Malakai, Pita, Sefo, Tavita, Lemalu, ' +
        'Losi, Isileli, Fetuao, Saia, Tomasi, Ropati, Amani, Peni',
    ),
    surnames: list(
      'Tuilagi, Faleolo, Fifita, Taufa, Lauina, Vaifale, Aumua, Tupou, Leota, Fonoti, ' +
        'Havili, Masoe, Sapolu, Toleafoa, Vete, Kupu',
    ),
  },
  asian: {
    Female: list(
      'Mei, Priya, Yuki, Ji-woo, Ananya, Lin, Aisha, Sakura, Xin, Deepa, Hye-jin, Mai, ' +
        'Kavya, Lan, Aiko, Neha, Ying, Maricel',
    ),
    Male: list(
      'Arjun, Wei, Hiroshi, Min-jun, Rohan, Jun, Ravi, Kenji, Vikram, Hao, Sung-min, ' +
        'Tuan, Nikhil, Jian, Daichi, Amit, Joel, Rafael',
    ),
    surnames: list(
      'Wang, Li, Chen, Zhang, Singh, Patel, Kim, Lee, Nguyen, Tanaka, Sato, Sharma, ' +
        'Kumar, Park, Wong, Reyes, Santos, Liu',
    ),
  },
};

/** Rough shares so the crowd looks like Auckland and Hamilton. */
export const CULTURE_WEIGHTS: ReadonlyArray<readonly [NameCulture, number]> = [
  ['pakeha', 0.42],
  ['maori', 0.22],
  ['asian', 0.2],
  ['pasifika', 0.16],
];
